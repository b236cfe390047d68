/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_AadhaarInputs */

const en_profile_aadhaar = /** @type {(inputs: Profile_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar Number`)
};

const hi_profile_aadhaar = /** @type {(inputs: Profile_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar नंबर`)
};

/**
* | output |
* | --- |
* | "Aadhaar Number" |
*
* @param {Profile_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_aadhaar = /** @type {((inputs?: Profile_AadhaarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_AadhaarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_aadhaar(inputs)
	return en_profile_aadhaar(inputs)
});