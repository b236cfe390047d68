/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Tokens_WordInputs */

const en_buy_tokens_word = /** @type {(inputs: Buy_Tokens_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tokens`)
};

const hi_buy_tokens_word = /** @type {(inputs: Buy_Tokens_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन`)
};

/**
* | output |
* | --- |
* | "tokens" |
*
* @param {Buy_Tokens_WordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_tokens_word = /** @type {((inputs?: Buy_Tokens_WordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Tokens_WordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_tokens_word(inputs)
	return en_buy_tokens_word(inputs)
});