/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_OpenInputs */

const en_history_receipt_open = /** @type {(inputs: History_Receipt_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the receipt`)
};

const hi_history_receipt_open = /** @type {(inputs: History_Receipt_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद खोलें`)
};

/**
* | output |
* | --- |
* | "Open the receipt" |
*
* @param {History_Receipt_OpenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_open = /** @type {((inputs?: History_Receipt_OpenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_OpenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_open(inputs)
	return en_history_receipt_open(inputs)
});