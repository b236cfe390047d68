/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_Upload_FailedInputs */

const en_profile_picture_upload_failed = /** @type {(inputs: Profile_Picture_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile picture upload failed.`)
};

const hi_profile_picture_upload_failed = /** @type {(inputs: Profile_Picture_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो अपलोड नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "Profile picture upload failed." |
*
* @param {Profile_Picture_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_upload_failed = /** @type {((inputs?: Profile_Picture_Upload_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_Upload_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_upload_failed(inputs)
	return en_profile_picture_upload_failed(inputs)
});