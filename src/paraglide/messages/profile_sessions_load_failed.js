/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Load_FailedInputs */

const en_profile_sessions_load_failed = /** @type {(inputs: Profile_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your active sessions`)
};

const hi_profile_sessions_load_failed = /** @type {(inputs: Profile_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके सक्रिय सत्र लोड नहीं हो सके`)
};

/**
* | output |
* | --- |
* | "Failed to load your active sessions" |
*
* @param {Profile_Sessions_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_load_failed = /** @type {((inputs?: Profile_Sessions_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_load_failed(inputs)
	return en_profile_sessions_load_failed(inputs)
});