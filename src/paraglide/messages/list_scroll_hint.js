/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Scroll_HintInputs */

const en_list_scroll_hint = /** @type {(inputs: List_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll sideways for more columns →`)
};

const hi_list_scroll_hint = /** @type {(inputs: List_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`और कॉलम देखने के लिए बगल में स्क्रॉल करें →`)
};

/**
* | output |
* | --- |
* | "Scroll sideways for more columns →" |
*
* @param {List_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_scroll_hint = /** @type {((inputs?: List_Scroll_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Scroll_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_list_scroll_hint(inputs)
	return en_list_scroll_hint(inputs)
});