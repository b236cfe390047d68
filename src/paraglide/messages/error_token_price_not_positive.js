/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Token_Price_Not_PositiveInputs */

const en_error_token_price_not_positive = /** @type {(inputs: Error_Token_Price_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The token price must be greater than 0.`)
};

const hi_error_token_price_not_positive = /** @type {(inputs: Error_Token_Price_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन की कीमत 0 से ज़्यादा होनी चाहिए।`)
};

/**
* | output |
* | --- |
* | "The token price must be greater than 0." |
*
* @param {Error_Token_Price_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_token_price_not_positive = /** @type {((inputs?: Error_Token_Price_Not_PositiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Token_Price_Not_PositiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_token_price_not_positive(inputs)
	return en_error_token_price_not_positive(inputs)
});