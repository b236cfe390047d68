/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Last_SeenInputs */

const en_profile_sessions_last_seen = /** @type {(inputs: Profile_Sessions_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last seen`)
};

const hi_profile_sessions_last_seen = /** @type {(inputs: Profile_Sessions_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आखिरी बार सक्रिय`)
};

/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {Profile_Sessions_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_last_seen = /** @type {((inputs?: Profile_Sessions_Last_SeenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Last_SeenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_last_seen(inputs)
	return en_profile_sessions_last_seen(inputs)
});