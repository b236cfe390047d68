/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_OpensInputs */

const en_tree_funnel_opens = /** @type {(inputs: Tree_Funnel_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link opens`)
};

const hi_tree_funnel_opens = /** @type {(inputs: Tree_Funnel_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक खोले गए`)
};

/**
* | output |
* | --- |
* | "Link opens" |
*
* @param {Tree_Funnel_OpensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_opens = /** @type {((inputs?: Tree_Funnel_OpensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_OpensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_opens(inputs)
	return en_tree_funnel_opens(inputs)
});