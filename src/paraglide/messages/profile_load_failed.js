/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Load_FailedInputs */

const en_profile_load_failed = /** @type {(inputs: Profile_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to retrieve user profile`)
};

const hi_profile_load_failed = /** @type {(inputs: Profile_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल की जानकारी नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to retrieve user profile" |
*
* @param {Profile_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_load_failed = /** @type {((inputs?: Profile_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_load_failed(inputs)
	return en_profile_load_failed(inputs)
});