/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upload_FailedInputs */

const en_pay_upload_failed = /** @type {(inputs: Pay_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload file`)
};

const hi_pay_upload_failed = /** @type {(inputs: Pay_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाइल अपलोड नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "Failed to upload file" |
*
* @param {Pay_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_failed = /** @type {((inputs?: Pay_Upload_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upload_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upload_failed(inputs)
	return en_pay_upload_failed(inputs)
});