/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_CopiedInputs */

const en_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes copied.`)
};

const hi_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिकवरी कोड कॉपी हो गए।`)
};

/**
* | output |
* | --- |
* | "Recovery codes copied." |
*
* @param {Twofa_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_copied = /** @type {((inputs?: Twofa_Codes_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_copied(inputs)
	return en_twofa_codes_copied(inputs)
});