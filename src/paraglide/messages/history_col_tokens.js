/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Col_TokensInputs */

const en_history_col_tokens = /** @type {(inputs: History_Col_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens`)
};

const hi_history_col_tokens = /** @type {(inputs: History_Col_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन`)
};

/**
* | output |
* | --- |
* | "Tokens" |
*
* @param {History_Col_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_tokens = /** @type {((inputs?: History_Col_TokensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Col_TokensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_col_tokens(inputs)
	return en_history_col_tokens(inputs)
});