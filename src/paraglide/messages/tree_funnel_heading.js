/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_HeadingInputs */

const en_tree_funnel_heading = /** @type {(inputs: Tree_Funnel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link, step by step`)
};

const hi_tree_funnel_heading = /** @type {(inputs: Tree_Funnel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका लिंक, कदम-दर-कदम`)
};

/**
* | output |
* | --- |
* | "Your link, step by step" |
*
* @param {Tree_Funnel_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_heading = /** @type {((inputs?: Tree_Funnel_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_heading(inputs)
	return en_tree_funnel_heading(inputs)
});