/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Order_Details_HeadingInputs */

const en_pay_order_details_heading = /** @type {(inputs: Pay_Order_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ORDER DETAILS`)
};

const hi_pay_order_details_heading = /** @type {(inputs: Pay_Order_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर का विवरण`)
};

/**
* | output |
* | --- |
* | "ORDER DETAILS" |
*
* @param {Pay_Order_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_details_heading = /** @type {((inputs?: Pay_Order_Details_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Order_Details_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_order_details_heading(inputs)
	return en_pay_order_details_heading(inputs)
});