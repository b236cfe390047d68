/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_DetailsInputs */

const en_history_receipt_details = /** @type {(inputs: History_Receipt_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment details`)
};

const hi_history_receipt_details = /** @type {(inputs: History_Receipt_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान का विवरण`)
};

/**
* | output |
* | --- |
* | "Payment details" |
*
* @param {History_Receipt_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_details = /** @type {((inputs?: History_Receipt_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_details(inputs)
	return en_history_receipt_details(inputs)
});