/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Revoke_FailedInputs */

const en_profile_sessions_revoke_failed = /** @type {(inputs: Profile_Sessions_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign out the other sessions`)
};

const hi_profile_sessions_revoke_failed = /** @type {(inputs: Profile_Sessions_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी सत्रों से साइन आउट नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to sign out the other sessions" |
*
* @param {Profile_Sessions_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_revoke_failed = /** @type {((inputs?: Profile_Sessions_Revoke_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Revoke_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_revoke_failed(inputs)
	return en_profile_sessions_revoke_failed(inputs)
});