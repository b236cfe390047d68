/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Tab_UpiInputs */

const en_pay_tab_upi = /** @type {(inputs: Pay_Tab_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI`)
};

const hi_pay_tab_upi = /** @type {(inputs: Pay_Tab_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI`)
};

/**
* | output |
* | --- |
* | "UPI" |
*
* @param {Pay_Tab_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_tab_upi = /** @type {((inputs?: Pay_Tab_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Tab_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_tab_upi(inputs)
	return en_pay_tab_upi(inputs)
});