/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Submit_FailedInputs */

const en_pay_submit_failed = /** @type {(inputs: Pay_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit token purchase`)
};

const hi_pay_submit_failed = /** @type {(inputs: Pay_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन की खरीद सबमिट नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to submit token purchase" |
*
* @param {Pay_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submit_failed = /** @type {((inputs?: Pay_Submit_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Submit_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_submit_failed(inputs)
	return en_pay_submit_failed(inputs)
});