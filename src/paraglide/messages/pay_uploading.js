/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pay_UploadingInputs */

const en_pay_uploading = /** @type {(inputs: Pay_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading... ${i?.percent}%`)
};

const hi_pay_uploading = /** @type {(inputs: Pay_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अपलोड हो रही है... ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "Uploading... {percent}%" |
*
* @param {Pay_UploadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_uploading = /** @type {((inputs: Pay_UploadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_UploadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_uploading(inputs)
	return en_pay_uploading(inputs)
});