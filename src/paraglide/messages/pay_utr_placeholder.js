/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_PlaceholderInputs */

const en_pay_utr_placeholder = /** @type {(inputs: Pay_Utr_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12-digit UTR or transaction number`)
};

const hi_pay_utr_placeholder = /** @type {(inputs: Pay_Utr_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 अंकों का UTR या ट्रांज़ैक्शन नंबर`)
};

/**
* | output |
* | --- |
* | "12-digit UTR or transaction number" |
*
* @param {Pay_Utr_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_placeholder = /** @type {((inputs?: Pay_Utr_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_placeholder(inputs)
	return en_pay_utr_placeholder(inputs)
});