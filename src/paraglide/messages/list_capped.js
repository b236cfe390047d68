/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_CappedInputs */

const en_list_capped = /** @type {(inputs: List_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1,000+ results: refine your search`)
};

const hi_list_capped = /** @type {(inputs: List_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1,000+ नतीजे: अपनी खोज को और सटीक करें`)
};

/**
* | output |
* | --- |
* | "1,000+ results: refine your search" |
*
* @param {List_CappedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const list_capped = /** @type {((inputs?: List_CappedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_CappedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_list_capped(inputs)
	return en_list_capped(inputs)
});