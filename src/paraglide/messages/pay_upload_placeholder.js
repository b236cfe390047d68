/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upload_PlaceholderInputs */

const en_pay_upload_placeholder = /** @type {(inputs: Pay_Upload_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an image, PDF or Word file`)
};

const hi_pay_upload_placeholder = /** @type {(inputs: Pay_Upload_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमेज, PDF या Word फ़ाइल चुनें`)
};

/**
* | output |
* | --- |
* | "Choose an image, PDF or Word file" |
*
* @param {Pay_Upload_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_placeholder = /** @type {((inputs?: Pay_Upload_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upload_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upload_placeholder(inputs)
	return en_pay_upload_placeholder(inputs)
});