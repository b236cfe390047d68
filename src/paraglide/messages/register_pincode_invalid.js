/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Pincode_InvalidInputs */

const en_register_pincode_invalid = /** @type {(inputs: Register_Pincode_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pincode must be 6 digits, not starting with 0.`)
};

const hi_register_pincode_invalid = /** @type {(inputs: Register_Pincode_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिनकोड 6 अंकों का हो और 0 से शुरू न हो।`)
};

/**
* | output |
* | --- |
* | "Pincode must be 6 digits, not starting with 0." |
*
* @param {Register_Pincode_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_pincode_invalid = /** @type {((inputs?: Register_Pincode_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Pincode_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_pincode_invalid(inputs)
	return en_register_pincode_invalid(inputs)
});