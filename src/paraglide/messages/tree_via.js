/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tree_ViaInputs */

const en_tree_via = /** @type {(inputs: Tree_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`via ${i?.name}`)
};

const hi_tree_via = /** @type {(inputs: Tree_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} के ज़रिए`)
};

/**
* | output |
* | --- |
* | "via {name}" |
*
* @param {Tree_ViaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_via = /** @type {((inputs: Tree_ViaInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_ViaInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_via(inputs)
	return en_tree_via(inputs)
});