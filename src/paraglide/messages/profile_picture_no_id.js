/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_No_IdInputs */

const en_profile_picture_no_id = /** @type {(inputs: Profile_Picture_No_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload succeeded but no file ID received.`)
};

const hi_profile_picture_no_id = /** @type {(inputs: Profile_Picture_No_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपलोड हो गया, पर फ़ाइल ID नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "Upload succeeded but no file ID received." |
*
* @param {Profile_Picture_No_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_no_id = /** @type {((inputs?: Profile_Picture_No_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_No_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_no_id(inputs)
	return en_profile_picture_no_id(inputs)
});