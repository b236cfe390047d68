/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Loading_DetailsInputs */

const en_pay_loading_details = /** @type {(inputs: Pay_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading payment details`)
};

const hi_pay_loading_details = /** @type {(inputs: Pay_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान का विवरण लोड हो रहा है`)
};

/**
* | output |
* | --- |
* | "Loading payment details" |
*
* @param {Pay_Loading_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_loading_details = /** @type {((inputs?: Pay_Loading_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Loading_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_loading_details(inputs)
	return en_pay_loading_details(inputs)
});