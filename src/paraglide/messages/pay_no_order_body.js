/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Pay_No_Order_BodyInputs */

const en_pay_no_order_body = /** @type {(inputs: Pay_No_Order_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start a new purchase from ${i?.link}.`)
};

const hi_pay_no_order_body = /** @type {(inputs: Pay_No_Order_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नई खरीद ${i?.link} से शुरू करें।`)
};

/**
* | output |
* | --- |
* | "Start a new purchase from {link}." |
*
* @param {Pay_No_Order_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_no_order_body = /** @type {((inputs: Pay_No_Order_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_No_Order_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_no_order_body(inputs)
	return en_pay_no_order_body(inputs)
});