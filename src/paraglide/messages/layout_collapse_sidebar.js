/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_Collapse_SidebarInputs */

const en_layout_collapse_sidebar = /** @type {(inputs: Layout_Collapse_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collapse sidebar`)
};

const hi_layout_collapse_sidebar = /** @type {(inputs: Layout_Collapse_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइडबार समेटें`)
};

/**
* | output |
* | --- |
* | "Collapse sidebar" |
*
* @param {Layout_Collapse_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_collapse_sidebar = /** @type {((inputs?: Layout_Collapse_SidebarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_Collapse_SidebarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_collapse_sidebar(inputs)
	return en_layout_collapse_sidebar(inputs)
});