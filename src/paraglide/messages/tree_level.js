/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Tree_LevelInputs */

const en_tree_level = /** @type {(inputs: Tree_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}`)
};

const hi_tree_level = /** @type {(inputs: Tree_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लेवल ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Level {level}" |
*
* @param {Tree_LevelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_level = /** @type {((inputs: Tree_LevelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_LevelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_level(inputs)
	return en_tree_level(inputs)
});