/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Not_PurchasedInputs */

const en_tree_not_purchased = /** @type {(inputs: Tree_Not_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const hi_tree_not_purchased = /** @type {(inputs: Tree_Not_PurchasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी नहीं`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Tree_Not_PurchasedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_not_purchased = /** @type {((inputs?: Tree_Not_PurchasedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Not_PurchasedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_not_purchased(inputs)
	return en_tree_not_purchased(inputs)
});