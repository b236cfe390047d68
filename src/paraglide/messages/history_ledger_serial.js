/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_SerialInputs */

const en_history_ledger_serial = /** @type {(inputs: History_Ledger_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sl.No`)
};

const hi_history_ledger_serial = /** @type {(inputs: History_Ledger_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्र.सं.`)
};

/**
* | output |
* | --- |
* | "Sl.No" |
*
* @param {History_Ledger_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_serial = /** @type {((inputs?: History_Ledger_SerialInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_SerialInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_serial(inputs)
	return en_history_ledger_serial(inputs)
});