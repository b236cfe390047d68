/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Active_NowInputs */

const en_profile_sessions_active_now = /** @type {(inputs: Profile_Sessions_Active_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active now`)
};

const hi_profile_sessions_active_now = /** @type {(inputs: Profile_Sessions_Active_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी सक्रिय`)
};

/**
* | output |
* | --- |
* | "Active now" |
*
* @param {Profile_Sessions_Active_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_active_now = /** @type {((inputs?: Profile_Sessions_Active_NowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Active_NowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_active_now(inputs)
	return en_profile_sessions_active_now(inputs)
});