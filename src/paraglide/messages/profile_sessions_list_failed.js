/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_List_FailedInputs */

const en_profile_sessions_list_failed = /** @type {(inputs: Profile_Sessions_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load your sessions. Please try again.`)
};

const hi_profile_sessions_list_failed = /** @type {(inputs: Profile_Sessions_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके सत्र लोड नहीं हो सके। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Could not load your sessions. Please try again." |
*
* @param {Profile_Sessions_List_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_list_failed = /** @type {((inputs?: Profile_Sessions_List_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_List_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_list_failed(inputs)
	return en_profile_sessions_list_failed(inputs)
});