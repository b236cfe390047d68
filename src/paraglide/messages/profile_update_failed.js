/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Update_FailedInputs */

const en_profile_update_failed = /** @type {(inputs: Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update profile`)
};

const hi_profile_update_failed = /** @type {(inputs: Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल अपडेट नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to update profile" |
*
* @param {Profile_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_update_failed = /** @type {((inputs?: Profile_Update_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Update_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_update_failed(inputs)
	return en_profile_update_failed(inputs)
});