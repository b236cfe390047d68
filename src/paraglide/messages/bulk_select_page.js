/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Select_PageInputs */

const en_bulk_select_page = /** @type {(inputs: Bulk_Select_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select every pending purchase on this page`)
};

const hi_bulk_select_page = /** @type {(inputs: Bulk_Select_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस पेज की सभी लंबित खरीद चुनें`)
};

/**
* | output |
* | --- |
* | "Select every pending purchase on this page" |
*
* @param {Bulk_Select_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_select_page = /** @type {((inputs?: Bulk_Select_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Select_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_select_page(inputs)
	return en_bulk_select_page(inputs)
});