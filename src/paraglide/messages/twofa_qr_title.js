/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Qr_TitleInputs */

const en_twofa_qr_title = /** @type {(inputs: Twofa_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const hi_twofa_qr_title = /** @type {(inputs: Twofa_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके ऑथेंटिकेटर ऐप के लिए QR कोड`)
};

/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Twofa_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_qr_title = /** @type {((inputs?: Twofa_Qr_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Qr_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_qr_title(inputs)
	return en_twofa_qr_title(inputs)
});