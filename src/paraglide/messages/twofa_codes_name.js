/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_NameInputs */

const en_twofa_codes_name = /** @type {(inputs: Twofa_Codes_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recovery codes`)
};

const hi_twofa_codes_name = /** @type {(inputs: Twofa_Codes_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "recovery codes" |
*
* @param {Twofa_Codes_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_name = /** @type {((inputs?: Twofa_Codes_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_name(inputs)
	return en_twofa_codes_name(inputs)
});