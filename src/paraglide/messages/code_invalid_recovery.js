/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Invalid_RecoveryInputs */

const en_code_invalid_recovery = /** @type {(inputs: Code_Invalid_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A recovery code looks like abcde-fghij.`)
};

const hi_code_invalid_recovery = /** @type {(inputs: Code_Invalid_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिकवरी कोड abcde-fghij जैसा दिखता है।`)
};

/**
* | output |
* | --- |
* | "A recovery code looks like abcde-fghij." |
*
* @param {Code_Invalid_RecoveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_invalid_recovery = /** @type {((inputs?: Code_Invalid_RecoveryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Invalid_RecoveryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_invalid_recovery(inputs)
	return en_code_invalid_recovery(inputs)
});