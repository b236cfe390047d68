/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Symbol_FixedInputs */

const en_company_care_symbol_fixed = /** @type {(inputs: Company_Care_Symbol_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The symbol cannot be changed: members' IDs are made from it.`)
};

const hi_company_care_symbol_fixed = /** @type {(inputs: Company_Care_Symbol_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिंबल बदला नहीं जा सकता: सदस्यों की आईडी इसी से बनती हैं।`)
};

/**
* | output |
* | --- |
* | "The symbol cannot be changed: members' IDs are made from it." |
*
* @param {Company_Care_Symbol_FixedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_symbol_fixed = /** @type {((inputs?: Company_Care_Symbol_FixedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Symbol_FixedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_symbol_fixed(inputs)
	return en_company_care_symbol_fixed(inputs)
});