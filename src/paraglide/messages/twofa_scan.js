/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_ScanInputs */

const en_twofa_scan = /** @type {(inputs: Twofa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar), then enter the code it shows.`)
};

const hi_twofa_scan = /** @type {(inputs: Twofa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने फ़ोन के ऑथेंटिकेटर ऐप (Google Authenticator, Microsoft Authenticator, 1Password या ऐसा ही कोई ऐप) से यह QR कोड स्कैन करें, फिर ऐप में दिख रहा कोड डालें।`)
};

/**
* | output |
* | --- |
* | "Scan this QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar), then enter the code it shows." |
*
* @param {Twofa_ScanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_scan = /** @type {((inputs?: Twofa_ScanInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_ScanInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_scan(inputs)
	return en_twofa_scan(inputs)
});