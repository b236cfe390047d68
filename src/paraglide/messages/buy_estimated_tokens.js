/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Estimated_TokensInputs */

const en_buy_estimated_tokens = /** @type {(inputs: Buy_Estimated_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated tokens`)
};

const hi_buy_estimated_tokens = /** @type {(inputs: Buy_Estimated_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुमानित टोकन`)
};

/**
* | output |
* | --- |
* | "Estimated tokens" |
*
* @param {Buy_Estimated_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_estimated_tokens = /** @type {((inputs?: Buy_Estimated_TokensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Estimated_TokensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_estimated_tokens(inputs)
	return en_buy_estimated_tokens(inputs)
});