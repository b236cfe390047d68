/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_TxnInputs */

const en_history_ledger_txn = /** @type {(inputs: History_Ledger_TxnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Txn No.`)
};

const hi_history_ledger_txn = /** @type {(inputs: History_Ledger_TxnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन नं.`)
};

/**
* | output |
* | --- |
* | "Txn No." |
*
* @param {History_Ledger_TxnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_txn = /** @type {((inputs?: History_Ledger_TxnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_TxnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_txn(inputs)
	return en_history_ledger_txn(inputs)
});