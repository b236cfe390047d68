/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} List_PageInputs */

const en_list_page = /** @type {(inputs: List_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const hi_list_page = /** @type {(inputs: List_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पेज ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {List_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_page = /** @type {((inputs: List_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_list_page(inputs)
	return en_list_page(inputs)
});