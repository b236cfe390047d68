/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Have_AccountInputs */

const en_register_have_account = /** @type {(inputs: Register_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

const hi_register_have_account = /** @type {(inputs: Register_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले से खाता है?`)
};

/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Register_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_have_account = /** @type {((inputs?: Register_Have_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Have_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_have_account(inputs)
	return en_register_have_account(inputs)
});