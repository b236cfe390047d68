/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Profile_Picture_Not_ImageInputs */

const en_error_profile_picture_not_image = /** @type {(inputs: Error_Profile_Picture_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile picture must be an image.`)
};

const hi_error_profile_picture_not_image = /** @type {(inputs: Error_Profile_Picture_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो एक इमेज होनी चाहिए।`)
};

/**
* | output |
* | --- |
* | "The profile picture must be an image." |
*
* @param {Error_Profile_Picture_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_profile_picture_not_image = /** @type {((inputs?: Error_Profile_Picture_Not_ImageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Profile_Picture_Not_ImageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_profile_picture_not_image(inputs)
	return en_error_profile_picture_not_image(inputs)
});