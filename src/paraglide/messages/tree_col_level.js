/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Col_LevelInputs */

const en_tree_col_level = /** @type {(inputs: Tree_Col_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

const hi_tree_col_level = /** @type {(inputs: Tree_Col_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेवल`)
};

/**
* | output |
* | --- |
* | "Level" |
*
* @param {Tree_Col_LevelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_col_level = /** @type {((inputs?: Tree_Col_LevelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Col_LevelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_col_level(inputs)
	return en_tree_col_level(inputs)
});