/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_Upload_FallbackInputs */

const en_profile_picture_upload_fallback = /** @type {(inputs: Profile_Picture_Upload_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload file`)
};

const hi_profile_picture_upload_fallback = /** @type {(inputs: Profile_Picture_Upload_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाइल अपलोड नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to upload file" |
*
* @param {Profile_Picture_Upload_FallbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_upload_fallback = /** @type {((inputs?: Profile_Picture_Upload_FallbackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_Upload_FallbackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_upload_fallback(inputs)
	return en_profile_picture_upload_fallback(inputs)
});