/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_TotalInputs */

const en_buy_total = /** @type {(inputs: Buy_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approximate total (incl. fee)`)
};

const hi_buy_total = /** @type {(inputs: Buy_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुमानित कुल (शुल्क सहित)`)
};

/**
* | output |
* | --- |
* | "Approximate total (incl. fee)" |
*
* @param {Buy_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_total = /** @type {((inputs?: Buy_TotalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_TotalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_total(inputs)
	return en_buy_total(inputs)
});