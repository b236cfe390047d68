/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upload_ProgressInputs */

const en_pay_upload_progress = /** @type {(inputs: Pay_Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

const hi_pay_upload_progress = /** @type {(inputs: Pay_Upload_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपलोड की प्रगति`)
};

/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Pay_Upload_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_progress = /** @type {((inputs?: Pay_Upload_ProgressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upload_ProgressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upload_progress(inputs)
	return en_pay_upload_progress(inputs)
});