/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loading_DetailsInputs */

const en_profile_loading_details = /** @type {(inputs: Profile_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profile details`)
};

const hi_profile_loading_details = /** @type {(inputs: Profile_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल की जानकारी लोड हो रही है`)
};

/**
* | output |
* | --- |
* | "Loading profile details" |
*
* @param {Profile_Loading_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_loading_details = /** @type {((inputs?: Profile_Loading_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loading_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_loading_details(inputs)
	return en_profile_loading_details(inputs)
});