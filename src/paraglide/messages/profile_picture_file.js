/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_FileInputs */

const en_profile_picture_file = /** @type {(inputs: Profile_Picture_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile picture file`)
};

const hi_profile_picture_file = /** @type {(inputs: Profile_Picture_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो फ़ाइल`)
};

/**
* | output |
* | --- |
* | "Profile picture file" |
*
* @param {Profile_Picture_FileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_file = /** @type {((inputs?: Profile_Picture_FileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_FileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_file(inputs)
	return en_profile_picture_file(inputs)
});