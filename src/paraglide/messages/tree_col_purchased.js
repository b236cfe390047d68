/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Col_PurchasedInputs */

const en_tree_col_purchased = /** @type {(inputs: Tree_Col_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchased`)
};

const hi_tree_col_purchased = /** @type {(inputs: Tree_Col_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीदारी`)
};

/**
* | output |
* | --- |
* | "Purchased" |
*
* @param {Tree_Col_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_col_purchased = /** @type {((inputs?: Tree_Col_PurchasedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Col_PurchasedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_col_purchased(inputs)
	return en_tree_col_purchased(inputs)
});