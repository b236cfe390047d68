/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_HeadingInputs */

const en_pay_heading = /** @type {(inputs: Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const hi_pay_heading = /** @type {(inputs: Pay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Pay_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_heading = /** @type {((inputs?: Pay_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_heading(inputs)
	return en_pay_heading(inputs)
});