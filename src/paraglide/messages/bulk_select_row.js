/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Bulk_Select_RowInputs */

const en_bulk_select_row = /** @type {(inputs: Bulk_Select_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select ${i?.id}`)
};

const hi_bulk_select_row = /** @type {(inputs: Bulk_Select_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} चुनें`)
};

/**
* | output |
* | --- |
* | "Select {id}" |
*
* @param {Bulk_Select_RowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_select_row = /** @type {((inputs: Bulk_Select_RowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Select_RowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_select_row(inputs)
	return en_bulk_select_row(inputs)
});