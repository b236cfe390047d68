/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Use_RecoveryInputs */

const en_code_use_recovery = /** @type {(inputs: Code_Use_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a recovery code instead`)
};

const hi_code_use_recovery = /** @type {(inputs: Code_Use_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसकी जगह रिकवरी कोड इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use a recovery code instead" |
*
* @param {Code_Use_RecoveryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_use_recovery = /** @type {((inputs?: Code_Use_RecoveryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Use_RecoveryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_use_recovery(inputs)
	return en_code_use_recovery(inputs)
});