/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Profile_Picture_Not_FoundInputs */

const en_error_profile_picture_not_found = /** @type {(inputs: Error_Profile_Picture_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile picture was not found. Please upload it again.`)
};

const hi_error_profile_picture_not_found = /** @type {(inputs: Error_Profile_Picture_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो नहीं मिली। कृपया इसे फिर से अपलोड करें।`)
};

/**
* | output |
* | --- |
* | "The profile picture was not found. Please upload it again." |
*
* @param {Error_Profile_Picture_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_profile_picture_not_found = /** @type {((inputs?: Error_Profile_Picture_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Profile_Picture_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_profile_picture_not_found(inputs)
	return en_error_profile_picture_not_found(inputs)
});