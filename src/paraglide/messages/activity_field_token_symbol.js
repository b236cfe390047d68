/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Token_SymbolInputs */

const en_activity_field_token_symbol = /** @type {(inputs: Activity_Field_Token_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token symbol`)
};

const hi_activity_field_token_symbol = /** @type {(inputs: Activity_Field_Token_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन प्रतीक`)
};

/**
* | output |
* | --- |
* | "Token symbol" |
*
* @param {Activity_Field_Token_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_token_symbol = /** @type {((inputs?: Activity_Field_Token_SymbolInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Token_SymbolInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_token_symbol(inputs)
	return en_activity_field_token_symbol(inputs)
});