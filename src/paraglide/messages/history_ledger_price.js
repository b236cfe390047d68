/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_PriceInputs */

const en_history_ledger_price = /** @type {(inputs: History_Ledger_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const hi_history_ledger_price = /** @type {(inputs: History_Ledger_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {History_Ledger_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_price = /** @type {((inputs?: History_Ledger_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_price(inputs)
	return en_history_ledger_price(inputs)
});