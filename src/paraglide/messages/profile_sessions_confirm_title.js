/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Confirm_TitleInputs */

const en_profile_sessions_confirm_title = /** @type {(inputs: Profile_Sessions_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all other sessions?`)
};

const hi_profile_sessions_confirm_title = /** @type {(inputs: Profile_Sessions_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी सभी सत्रों से साइन आउट करें?`)
};

/**
* | output |
* | --- |
* | "Sign out all other sessions?" |
*
* @param {Profile_Sessions_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm_title = /** @type {((inputs?: Profile_Sessions_Confirm_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Confirm_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_confirm_title(inputs)
	return en_profile_sessions_confirm_title(inputs)
});