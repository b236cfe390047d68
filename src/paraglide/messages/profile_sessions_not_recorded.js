/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_Not_RecordedInputs */

const en_profile_sessions_not_recorded = /** @type {(inputs: Profile_Sessions_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not recorded`)
};

const hi_profile_sessions_not_recorded = /** @type {(inputs: Profile_Sessions_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दर्ज नहीं`)
};

/**
* | output |
* | --- |
* | "Not recorded" |
*
* @param {Profile_Sessions_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_not_recorded = /** @type {((inputs?: Profile_Sessions_Not_RecordedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_Not_RecordedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_not_recorded(inputs)
	return en_profile_sessions_not_recorded(inputs)
});