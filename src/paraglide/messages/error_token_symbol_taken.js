/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Error_Token_Symbol_TakenInputs */

const en_error_token_symbol_taken = /** @type {(inputs: Error_Token_Symbol_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The token symbol ${i?.symbol} is already taken.`)
};

const hi_error_token_symbol_taken = /** @type {(inputs: Error_Token_Symbol_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`टोकन सिंबल ${i?.symbol} पहले से लिया जा चुका है।`)
};

/**
* | output |
* | --- |
* | "The token symbol {symbol} is already taken." |
*
* @param {Error_Token_Symbol_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_token_symbol_taken = /** @type {((inputs: Error_Token_Symbol_TakenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Token_Symbol_TakenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_token_symbol_taken(inputs)
	return en_error_token_symbol_taken(inputs)
});