/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_DownloadInputs */

const en_twofa_codes_download = /** @type {(inputs: Twofa_Codes_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download (.txt)`)
};

const hi_twofa_codes_download = /** @type {(inputs: Twofa_Codes_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डाउनलोड करें (.txt)`)
};

/**
* | output |
* | --- |
* | "Download (.txt)" |
*
* @param {Twofa_Codes_DownloadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_download = /** @type {((inputs?: Twofa_Codes_DownloadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_DownloadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_download(inputs)
	return en_twofa_codes_download(inputs)
});