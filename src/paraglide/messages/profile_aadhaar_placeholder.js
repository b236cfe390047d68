/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Aadhaar_PlaceholderInputs */

const en_profile_aadhaar_placeholder = /** @type {(inputs: Profile_Aadhaar_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12-digit Aadhaar number`)
};

const hi_profile_aadhaar_placeholder = /** @type {(inputs: Profile_Aadhaar_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 अंकों का Aadhaar नंबर`)
};

/**
* | output |
* | --- |
* | "12-digit Aadhaar number" |
*
* @param {Profile_Aadhaar_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_aadhaar_placeholder = /** @type {((inputs?: Profile_Aadhaar_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Aadhaar_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_aadhaar_placeholder(inputs)
	return en_profile_aadhaar_placeholder(inputs)
});