/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_PincodeInputs */

const en_register_pincode = /** @type {(inputs: Register_PincodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pincode`)
};

const hi_register_pincode = /** @type {(inputs: Register_PincodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिनकोड`)
};

/**
* | output |
* | --- |
* | "Pincode" |
*
* @param {Register_PincodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_pincode = /** @type {((inputs?: Register_PincodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_PincodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_pincode(inputs)
	return en_register_pincode(inputs)
});