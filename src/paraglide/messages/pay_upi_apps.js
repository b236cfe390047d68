/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upi_AppsInputs */

const en_pay_upi_apps = /** @type {(inputs: Pay_Upi_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supported UPI apps`)
};

const hi_pay_upi_apps = /** @type {(inputs: Pay_Upi_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समर्थित UPI ऐप`)
};

/**
* | output |
* | --- |
* | "Supported UPI apps" |
*
* @param {Pay_Upi_AppsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_apps = /** @type {((inputs?: Pay_Upi_AppsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upi_AppsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upi_apps(inputs)
	return en_pay_upi_apps(inputs)
});