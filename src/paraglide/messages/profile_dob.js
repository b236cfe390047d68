/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_DobInputs */

const en_profile_dob = /** @type {(inputs: Profile_DobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date of Birth`)
};

const hi_profile_dob = /** @type {(inputs: Profile_DobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जन्म तिथि`)
};

/**
* | output |
* | --- |
* | "Date of Birth" |
*
* @param {Profile_DobInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_dob = /** @type {((inputs?: Profile_DobInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_DobInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_dob(inputs)
	return en_profile_dob(inputs)
});