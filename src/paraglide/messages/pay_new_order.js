/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_New_OrderInputs */

const en_pay_new_order = /** @type {(inputs: Pay_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new order`)
};

const hi_pay_new_order = /** @type {(inputs: Pay_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नया ऑर्डर शुरू करें`)
};

/**
* | output |
* | --- |
* | "Start a new order" |
*
* @param {Pay_New_OrderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_new_order = /** @type {((inputs?: Pay_New_OrderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_New_OrderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_new_order(inputs)
	return en_pay_new_order(inputs)
});