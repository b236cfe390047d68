/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_NoneInputs */

const en_history_receipt_none = /** @type {(inputs: History_Receipt_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No receipt was uploaded for this payment.`)
};

const hi_history_receipt_none = /** @type {(inputs: History_Receipt_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस भुगतान की कोई रसीद अपलोड नहीं की गई।`)
};

/**
* | output |
* | --- |
* | "No receipt was uploaded for this payment." |
*
* @param {History_Receipt_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_none = /** @type {((inputs?: History_Receipt_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_none(inputs)
	return en_history_receipt_none(inputs)
});