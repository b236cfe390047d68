/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Twofa_Codes_LeftInputs */

const en_twofa_codes_left = /** @type {(inputs: Twofa_Codes_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recovery codes left: ${i?.count} of 10.`)
};

const hi_twofa_codes_left = /** @type {(inputs: Twofa_Codes_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बचे हुए रिकवरी कोड: 10 में से ${i?.count}।`)
};

/**
* | output |
* | --- |
* | "Recovery codes left: {count} of 10." |
*
* @param {Twofa_Codes_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_left = /** @type {((inputs: Twofa_Codes_LeftInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_LeftInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_left(inputs)
	return en_twofa_codes_left(inputs)
});