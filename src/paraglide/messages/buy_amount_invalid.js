/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Amount_InvalidInputs */

const en_buy_amount_invalid = /** @type {(inputs: Buy_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid amount.`)
};

const hi_buy_amount_invalid = /** @type {(inputs: Buy_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही राशि डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Buy_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_amount_invalid = /** @type {((inputs?: Buy_Amount_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Amount_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_amount_invalid(inputs)
	return en_buy_amount_invalid(inputs)
});