/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_ConfirmInputs */

const en_profile_sessions_confirm = /** @type {(inputs: Profile_Sessions_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out others`)
};

const hi_profile_sessions_confirm = /** @type {(inputs: Profile_Sessions_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी से साइन आउट करें`)
};

/**
* | output |
* | --- |
* | "Sign out others" |
*
* @param {Profile_Sessions_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_confirm = /** @type {((inputs?: Profile_Sessions_ConfirmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_ConfirmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_confirm(inputs)
	return en_profile_sessions_confirm(inputs)
});