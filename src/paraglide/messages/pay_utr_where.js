/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_WhereInputs */

const en_pay_utr_where = /** @type {(inputs: Pay_Utr_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where do I find the UTR?`)
};

const hi_pay_utr_where = /** @type {(inputs: Pay_Utr_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR कहाँ मिलेगा?`)
};

/**
* | output |
* | --- |
* | "Where do I find the UTR?" |
*
* @param {Pay_Utr_WhereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_where = /** @type {((inputs?: Pay_Utr_WhereInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_WhereInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_where(inputs)
	return en_pay_utr_where(inputs)
});