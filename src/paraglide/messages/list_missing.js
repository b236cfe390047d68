/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_MissingInputs */

const en_list_missing = /** @type {(inputs: List_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const hi_list_missing = /** @type {(inputs: List_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

/**
* | output |
* | --- |
* | "N/A" |
*
* @param {List_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_missing = /** @type {((inputs?: List_MissingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_MissingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_list_missing(inputs)
	return en_list_missing(inputs)
});