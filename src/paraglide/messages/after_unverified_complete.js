/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_CompleteInputs */

const en_after_unverified_complete = /** @type {(inputs: After_Unverified_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your date of birth and Aadhaar number so the admin can verify you:`)
};

const hi_after_unverified_complete = /** @type {(inputs: After_Unverified_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपनी जन्म तिथि और Aadhaar नंबर जोड़ें, ताकि एडमिन आपका खाता सत्यापित कर सकें:`)
};

/**
* | output |
* | --- |
* | "Add your date of birth and Aadhaar number so the admin can verify you:" |
*
* @param {After_Unverified_CompleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_complete = /** @type {((inputs?: After_Unverified_CompleteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_CompleteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_complete(inputs)
	return en_after_unverified_complete(inputs)
});