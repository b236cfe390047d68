/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_HeadingInputs */

const en_profile_sessions_heading = /** @type {(inputs: Profile_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active sessions`)
};

const hi_profile_sessions_heading = /** @type {(inputs: Profile_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सक्रिय सत्र`)
};

/**
* | output |
* | --- |
* | "Active sessions" |
*
* @param {Profile_Sessions_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_heading = /** @type {((inputs?: Profile_Sessions_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_heading(inputs)
	return en_profile_sessions_heading(inputs)
});