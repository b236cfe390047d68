/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upload_No_IdInputs */

const en_pay_upload_no_id = /** @type {(inputs: Pay_Upload_No_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File upload failed for proof.`)
};

const hi_pay_upload_no_id = /** @type {(inputs: Pay_Upload_No_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रूफ़ की फ़ाइल अपलोड नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "File upload failed for proof." |
*
* @param {Pay_Upload_No_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_no_id = /** @type {((inputs?: Pay_Upload_No_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upload_No_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upload_no_id(inputs)
	return en_pay_upload_no_id(inputs)
});