/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_Main_MenuInputs */

const en_layout_main_menu = /** @type {(inputs: Layout_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main menu`)
};

const hi_layout_main_menu = /** @type {(inputs: Layout_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुख्य मेन्यू`)
};

/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Layout_Main_MenuInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_main_menu = /** @type {((inputs?: Layout_Main_MenuInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_Main_MenuInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_main_menu(inputs)
	return en_layout_main_menu(inputs)
});