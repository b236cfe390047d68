/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_EmptyInputs */

const en_profile_sessions_empty = /** @type {(inputs: Profile_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active sessions.`)
};

const hi_profile_sessions_empty = /** @type {(inputs: Profile_Sessions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई सक्रिय सत्र नहीं है।`)
};

/**
* | output |
* | --- |
* | "No active sessions." |
*
* @param {Profile_Sessions_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_empty = /** @type {((inputs?: Profile_Sessions_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_empty(inputs)
	return en_profile_sessions_empty(inputs)
});