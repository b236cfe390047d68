/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_Final_AmountInputs */

const en_history_ledger_final_amount = /** @type {(inputs: History_Ledger_Final_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final Amount`)
};

const hi_history_ledger_final_amount = /** @type {(inputs: History_Ledger_Final_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अंतिम राशि`)
};

/**
* | output |
* | --- |
* | "Final Amount" |
*
* @param {History_Ledger_Final_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_final_amount = /** @type {((inputs?: History_Ledger_Final_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_Final_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_final_amount(inputs)
	return en_history_ledger_final_amount(inputs)
});