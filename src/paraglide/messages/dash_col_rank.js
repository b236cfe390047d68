/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_RankInputs */

const en_dash_col_rank = /** @type {(inputs: Dash_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock Rank`)
};

const hi_dash_col_rank = /** @type {(inputs: Dash_Col_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्टॉक रैंक`)
};

/**
* | output |
* | --- |
* | "Stock Rank" |
*
* @param {Dash_Col_RankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_rank = /** @type {((inputs?: Dash_Col_RankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_RankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_rank(inputs)
	return en_dash_col_rank(inputs)
});