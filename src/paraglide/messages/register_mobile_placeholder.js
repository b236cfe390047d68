/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Mobile_PlaceholderInputs */

const en_register_mobile_placeholder = /** @type {(inputs: Register_Mobile_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10-digit mobile number`)
};

const hi_register_mobile_placeholder = /** @type {(inputs: Register_Mobile_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 अंकों का मोबाइल नंबर`)
};

/**
* | output |
* | --- |
* | "10-digit mobile number" |
*
* @param {Register_Mobile_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_mobile_placeholder = /** @type {((inputs?: Register_Mobile_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Mobile_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_mobile_placeholder(inputs)
	return en_register_mobile_placeholder(inputs)
});