/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Open_Upi_AppInputs */

const en_pay_open_upi_app = /** @type {(inputs: Pay_Open_Upi_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open UPI app`)
};

const hi_pay_open_upi_app = /** @type {(inputs: Pay_Open_Upi_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ऐप खोलें`)
};

/**
* | output |
* | --- |
* | "Open UPI app" |
*
* @param {Pay_Open_Upi_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_open_upi_app = /** @type {((inputs?: Pay_Open_Upi_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Open_Upi_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_open_upi_app(inputs)
	return en_pay_open_upi_app(inputs)
});