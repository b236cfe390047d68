/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_HeadingInputs */

const en_profile_picture_heading = /** @type {(inputs: Profile_Picture_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile picture`)
};

const hi_profile_picture_heading = /** @type {(inputs: Profile_Picture_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो`)
};

/**
* | output |
* | --- |
* | "Profile picture" |
*
* @param {Profile_Picture_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_heading = /** @type {((inputs?: Profile_Picture_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_heading(inputs)
	return en_profile_picture_heading(inputs)
});