/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_UtrInputs */

const en_pay_utr = /** @type {(inputs: Pay_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR`)
};

const hi_pay_utr = /** @type {(inputs: Pay_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR`)
};

/**
* | output |
* | --- |
* | "UTR" |
*
* @param {Pay_UtrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr = /** @type {((inputs?: Pay_UtrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_UtrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr(inputs)
	return en_pay_utr(inputs)
});