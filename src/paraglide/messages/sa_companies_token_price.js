/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Token_PriceInputs */

const en_sa_companies_token_price = /** @type {(inputs: Sa_Companies_Token_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token Price (INR)`)
};

const hi_sa_companies_token_price = /** @type {(inputs: Sa_Companies_Token_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन की कीमत (INR)`)
};

/**
* | output |
* | --- |
* | "Token Price (INR)" |
*
* @param {Sa_Companies_Token_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_token_price = /** @type {((inputs?: Sa_Companies_Token_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Token_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_token_price(inputs)
	return en_sa_companies_token_price(inputs)
});