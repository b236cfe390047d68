/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_Images_OnlyInputs */

const en_profile_picture_images_only = /** @type {(inputs: Profile_Picture_Images_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only image files are accepted.`)
};

const hi_profile_picture_images_only = /** @type {(inputs: Profile_Picture_Images_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिर्फ़ इमेज फ़ाइलें ही मान्य हैं।`)
};

/**
* | output |
* | --- |
* | "Only image files are accepted." |
*
* @param {Profile_Picture_Images_OnlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_images_only = /** @type {((inputs?: Profile_Picture_Images_OnlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_Images_OnlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_images_only(inputs)
	return en_profile_picture_images_only(inputs)
});