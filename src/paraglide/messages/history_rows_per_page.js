/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Rows_Per_PageInputs */

const en_history_rows_per_page = /** @type {(inputs: History_Rows_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rows per page`)
};

const hi_history_rows_per_page = /** @type {(inputs: History_Rows_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर पेज पर पंक्तियाँ`)
};

/**
* | output |
* | --- |
* | "Rows per page" |
*
* @param {History_Rows_Per_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_rows_per_page = /** @type {((inputs?: History_Rows_Per_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Rows_Per_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_rows_per_page(inputs)
	return en_history_rows_per_page(inputs)
});