/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_IfscInputs */

const en_pay_ifsc = /** @type {(inputs: Pay_IfscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC Code`)
};

const hi_pay_ifsc = /** @type {(inputs: Pay_IfscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC कोड`)
};

/**
* | output |
* | --- |
* | "IFSC Code" |
*
* @param {Pay_IfscInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_ifsc = /** @type {((inputs?: Pay_IfscInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_IfscInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_ifsc(inputs)
	return en_pay_ifsc(inputs)
});