/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_No_Token_TitleInputs */

const en_buy_no_token_title = /** @type {(inputs: Buy_No_Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token`)
};

const hi_buy_no_token_title = /** @type {(inputs: Buy_No_Token_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई टोकन नहीं`)
};

/**
* | output |
* | --- |
* | "No token" |
*
* @param {Buy_No_Token_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_no_token_title = /** @type {((inputs?: Buy_No_Token_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_No_Token_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_no_token_title(inputs)
	return en_buy_no_token_title(inputs)
});