/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_UploadedInputs */

const en_pay_uploaded = /** @type {(inputs: Pay_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File uploaded.`)
};

const hi_pay_uploaded = /** @type {(inputs: Pay_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाइल अपलोड हो गई।`)
};

/**
* | output |
* | --- |
* | "File uploaded." |
*
* @param {Pay_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_uploaded = /** @type {((inputs?: Pay_UploadedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_UploadedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_uploaded(inputs)
	return en_pay_uploaded(inputs)
});