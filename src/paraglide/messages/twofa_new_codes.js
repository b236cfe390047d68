/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_New_CodesInputs */

const en_twofa_new_codes = /** @type {(inputs: Twofa_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes`)
};

const hi_twofa_new_codes = /** @type {(inputs: Twofa_New_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "New recovery codes" |
*
* @param {Twofa_New_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_new_codes = /** @type {((inputs?: Twofa_New_CodesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_New_CodesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_new_codes(inputs)
	return en_twofa_new_codes(inputs)
});