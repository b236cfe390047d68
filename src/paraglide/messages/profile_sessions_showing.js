/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Profile_Sessions_ShowingInputs */

const en_profile_sessions_showing = /** @type {(inputs: Profile_Sessions_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the ${i?.shown} most recent of ${i?.total} sessions.`)
};

const hi_profile_sessions_showing = /** @type {(inputs: Profile_Sessions_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} में से सबसे हाल के ${i?.shown} सत्र दिखाए जा रहे हैं।`)
};

/**
* | output |
* | --- |
* | "Showing the {shown} most recent of {total} sessions." |
*
* @param {Profile_Sessions_ShowingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_showing = /** @type {((inputs: Profile_Sessions_ShowingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_ShowingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_showing(inputs)
	return en_profile_sessions_showing(inputs)
});