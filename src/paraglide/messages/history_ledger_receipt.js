/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_ReceiptInputs */

const en_history_ledger_receipt = /** @type {(inputs: History_Ledger_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const hi_history_ledger_receipt = /** @type {(inputs: History_Ledger_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {History_Ledger_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_receipt = /** @type {((inputs?: History_Ledger_ReceiptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_ReceiptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_receipt(inputs)
	return en_history_ledger_receipt(inputs)
});