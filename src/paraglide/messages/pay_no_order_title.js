/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_No_Order_TitleInputs */

const en_pay_no_order_title = /** @type {(inputs: Pay_No_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No order to pay for`)
};

const hi_pay_no_order_title = /** @type {(inputs: Pay_No_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान के लिए कोई ऑर्डर नहीं है`)
};

/**
* | output |
* | --- |
* | "No order to pay for" |
*
* @param {Pay_No_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_no_order_title = /** @type {((inputs?: Pay_No_Order_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_No_Order_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_no_order_title(inputs)
	return en_pay_no_order_title(inputs)
});