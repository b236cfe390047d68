/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Expired_TitleInputs */

const en_pay_expired_title = /** @type {(inputs: Pay_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order has expired`)
};

const hi_pay_expired_title = /** @type {(inputs: Pay_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस ऑर्डर का समय खत्म हो गया है`)
};

/**
* | output |
* | --- |
* | "This order has expired" |
*
* @param {Pay_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_expired_title = /** @type {((inputs?: Pay_Expired_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Expired_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_expired_title(inputs)
	return en_pay_expired_title(inputs)
});