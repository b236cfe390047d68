/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_LoadingInputs */

const en_profile_sessions_loading = /** @type {(inputs: Profile_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your sessions...`)
};

const hi_profile_sessions_loading = /** @type {(inputs: Profile_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके सत्र लोड हो रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Loading your sessions..." |
*
* @param {Profile_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_loading = /** @type {((inputs?: Profile_Sessions_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_loading(inputs)
	return en_profile_sessions_loading(inputs)
});