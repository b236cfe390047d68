/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Stock_LinkInputs */

const en_refer_stock_link = /** @type {(inputs: Refer_Stock_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See each reward in My Stock Details`)
};

const hi_refer_stock_link = /** @type {(inputs: Refer_Stock_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर रिवॉर्ड मेरे स्टॉक के विवरण में देखें`)
};

/**
* | output |
* | --- |
* | "See each reward in My Stock Details" |
*
* @param {Refer_Stock_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_stock_link = /** @type {((inputs?: Refer_Stock_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Stock_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_stock_link(inputs)
	return en_refer_stock_link(inputs)
});