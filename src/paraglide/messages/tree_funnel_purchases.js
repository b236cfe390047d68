/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_PurchasesInputs */

const en_tree_funnel_purchases = /** @type {(inputs: Tree_Funnel_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First purchases`)
};

const hi_tree_funnel_purchases = /** @type {(inputs: Tree_Funnel_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहली खरीद`)
};

/**
* | output |
* | --- |
* | "First purchases" |
*
* @param {Tree_Funnel_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_purchases = /** @type {((inputs?: Tree_Funnel_PurchasesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_PurchasesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_purchases(inputs)
	return en_tree_funnel_purchases(inputs)
});