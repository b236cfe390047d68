/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Signed_InInputs */

const en_profile_sessions_signed_in = /** @type {(inputs: Profile_Sessions_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

const hi_profile_sessions_signed_in = /** @type {(inputs: Profile_Sessions_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन हुआ`)
};

/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Profile_Sessions_Signed_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_signed_in = /** @type {((inputs?: Profile_Sessions_Signed_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Signed_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_signed_in(inputs)
	return en_profile_sessions_signed_in(inputs)
});