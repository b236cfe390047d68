/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_QuantityInputs */

const en_history_ledger_quantity = /** @type {(inputs: History_Ledger_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

const hi_history_ledger_quantity = /** @type {(inputs: History_Ledger_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मात्रा`)
};

/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {History_Ledger_QuantityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_quantity = /** @type {((inputs?: History_Ledger_QuantityInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_QuantityInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_quantity(inputs)
	return en_history_ledger_quantity(inputs)
});