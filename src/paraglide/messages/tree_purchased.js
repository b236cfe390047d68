/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_PurchasedInputs */

const en_tree_purchased = /** @type {(inputs: Tree_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought`)
};

const hi_tree_purchased = /** @type {(inputs: Tree_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीदा`)
};

/**
* | output |
* | --- |
* | "Bought" |
*
* @param {Tree_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_purchased = /** @type {((inputs?: Tree_PurchasedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_PurchasedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_purchased(inputs)
	return en_tree_purchased(inputs)
});