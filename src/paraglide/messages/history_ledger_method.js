/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_MethodInputs */

const en_history_ledger_method = /** @type {(inputs: History_Ledger_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

const hi_history_ledger_method = /** @type {(inputs: History_Ledger_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तरीका`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {History_Ledger_MethodInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_method = /** @type {((inputs?: History_Ledger_MethodInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_MethodInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_method(inputs)
	return en_history_ledger_method(inputs)
});