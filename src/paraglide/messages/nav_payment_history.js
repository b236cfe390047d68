/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Payment_HistoryInputs */

const en_nav_payment_history = /** @type {(inputs: Nav_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment History`)
};

const hi_nav_payment_history = /** @type {(inputs: Nav_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान इतिहास`)
};

/**
* | output |
* | --- |
* | "Payment History" |
*
* @param {Nav_Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_payment_history = /** @type {((inputs?: Nav_Payment_HistoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Payment_HistoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_payment_history(inputs)
	return en_nav_payment_history(inputs)
});