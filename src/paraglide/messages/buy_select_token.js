/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Select_TokenInputs */

const en_buy_select_token = /** @type {(inputs: Buy_Select_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a token to proceed.`)
};

const hi_buy_select_token = /** @type {(inputs: Buy_Select_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आगे बढ़ने के लिए कृपया एक टोकन चुनें।`)
};

/**
* | output |
* | --- |
* | "Please select a token to proceed." |
*
* @param {Buy_Select_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_select_token = /** @type {((inputs?: Buy_Select_TokenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Select_TokenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_select_token(inputs)
	return en_buy_select_token(inputs)
});