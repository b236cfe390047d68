/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} History_Ledger_View_Receipt_OfInputs */

const en_history_ledger_view_receipt_of = /** @type {(inputs: History_Ledger_View_Receipt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View receipt of ${i?.id}`)
};

const hi_history_ledger_view_receipt_of = /** @type {(inputs: History_Ledger_View_Receipt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} की रसीद देखें`)
};

/**
* | output |
* | --- |
* | "View receipt of {id}" |
*
* @param {History_Ledger_View_Receipt_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_view_receipt_of = /** @type {((inputs: History_Ledger_View_Receipt_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_View_Receipt_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_view_receipt_of(inputs)
	return en_history_ledger_view_receipt_of(inputs)
});