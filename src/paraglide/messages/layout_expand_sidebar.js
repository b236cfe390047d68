/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_Expand_SidebarInputs */

const en_layout_expand_sidebar = /** @type {(inputs: Layout_Expand_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expand sidebar`)
};

const hi_layout_expand_sidebar = /** @type {(inputs: Layout_Expand_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइडबार फैलाएँ`)
};

/**
* | output |
* | --- |
* | "Expand sidebar" |
*
* @param {Layout_Expand_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_expand_sidebar = /** @type {((inputs?: Layout_Expand_SidebarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_Expand_SidebarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_expand_sidebar(inputs)
	return en_layout_expand_sidebar(inputs)
});