/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_UploadingInputs */

const en_profile_picture_uploading = /** @type {(inputs: Profile_Picture_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading profile picture`)
};

const hi_profile_picture_uploading = /** @type {(inputs: Profile_Picture_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो अपलोड हो रही है`)
};

/**
* | output |
* | --- |
* | "Uploading profile picture" |
*
* @param {Profile_Picture_UploadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_uploading = /** @type {((inputs?: Profile_Picture_UploadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_UploadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_uploading(inputs)
	return en_profile_picture_uploading(inputs)
});