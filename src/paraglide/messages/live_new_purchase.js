/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Live_New_PurchaseInputs */

const en_live_new_purchase = /** @type {(inputs: Live_New_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New purchase received`)
};

const hi_live_new_purchase = /** @type {(inputs: Live_New_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नई खरीद आई है`)
};

/**
* | output |
* | --- |
* | "New purchase received" |
*
* @param {Live_New_PurchaseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const live_new_purchase = /** @type {((inputs?: Live_New_PurchaseInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_New_PurchaseInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_live_new_purchase(inputs)
	return en_live_new_purchase(inputs)
});