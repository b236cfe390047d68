/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_ListInputs */

const en_twofa_codes_list = /** @type {(inputs: Twofa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

const hi_twofa_codes_list = /** @type {(inputs: Twofa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Twofa_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_list = /** @type {((inputs?: Twofa_Codes_ListInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_ListInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_list(inputs)
	return en_twofa_codes_list(inputs)
});