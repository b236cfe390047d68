/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_PayInputs */

const en_pay_pay = /** @type {(inputs: Pay_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAY`)
};

const hi_pay_pay = /** @type {(inputs: Pay_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान करें`)
};

/**
* | output |
* | --- |
* | "PAY" |
*
* @param {Pay_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_pay = /** @type {((inputs?: Pay_PayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_PayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_pay(inputs)
	return en_pay_pay(inputs)
});