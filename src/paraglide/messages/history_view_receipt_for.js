/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} History_View_Receipt_ForInputs */

const en_history_view_receipt_for = /** @type {(inputs: History_View_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View receipt for ${i?.id}`)
};

const hi_history_view_receipt_for = /** @type {(inputs: History_View_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} की रसीद देखें`)
};

/**
* | output |
* | --- |
* | "View receipt for {id}" |
*
* @param {History_View_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_view_receipt_for = /** @type {((inputs: History_View_Receipt_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_View_Receipt_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_view_receipt_for(inputs)
	return en_history_view_receipt_for(inputs)
});