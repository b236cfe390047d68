/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Token_PriceInputs */

const en_dash_token_price = /** @type {(inputs: Dash_Token_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token price`)
};

const hi_dash_token_price = /** @type {(inputs: Dash_Token_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन की कीमत`)
};

/**
* | output |
* | --- |
* | "Token price" |
*
* @param {Dash_Token_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_token_price = /** @type {((inputs?: Dash_Token_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Token_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_token_price(inputs)
	return en_dash_token_price(inputs)
});