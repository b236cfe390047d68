/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_LimitsInputs */

const en_profile_picture_limits = /** @type {(inputs: Profile_Picture_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG, GIF or WebP, at most 5 MB`)
};

const hi_profile_picture_limits = /** @type {(inputs: Profile_Picture_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG, GIF या WebP, अधिकतम 5 MB`)
};

/**
* | output |
* | --- |
* | "PNG, JPEG, GIF or WebP, at most 5 MB" |
*
* @param {Profile_Picture_LimitsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_limits = /** @type {((inputs?: Profile_Picture_LimitsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_LimitsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_limits(inputs)
	return en_profile_picture_limits(inputs)
});