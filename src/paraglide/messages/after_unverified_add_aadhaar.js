/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_Add_AadhaarInputs */

const en_after_unverified_add_aadhaar = /** @type {(inputs: After_Unverified_Add_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your Aadhaar number so the admin can verify you:`)
};

const hi_after_unverified_add_aadhaar = /** @type {(inputs: After_Unverified_Add_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना Aadhaar नंबर जोड़ें, ताकि एडमिन आपका खाता सत्यापित कर सकें:`)
};

/**
* | output |
* | --- |
* | "Add your Aadhaar number so the admin can verify you:" |
*
* @param {After_Unverified_Add_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_add_aadhaar = /** @type {((inputs?: After_Unverified_Add_AadhaarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_Add_AadhaarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_add_aadhaar(inputs)
	return en_after_unverified_add_aadhaar(inputs)
});