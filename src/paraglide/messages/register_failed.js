/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_FailedInputs */

const en_register_failed = /** @type {(inputs: Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to register a user`)
};

const hi_register_failed = /** @type {(inputs: Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to register a user" |
*
* @param {Register_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_failed = /** @type {((inputs?: Register_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_failed(inputs)
	return en_register_failed(inputs)
});