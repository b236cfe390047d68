/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Go_BackInputs */

const en_pay_go_back = /** @type {(inputs: Pay_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

const hi_pay_go_back = /** @type {(inputs: Pay_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Pay_Go_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_go_back = /** @type {((inputs?: Pay_Go_BackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Go_BackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_go_back(inputs)
	return en_pay_go_back(inputs)
});