/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Create_AccountInputs */

const en_register_create_account = /** @type {(inputs: Register_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

const hi_register_create_account = /** @type {(inputs: Register_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता बनाएँ`)
};

/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Register_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_create_account = /** @type {((inputs?: Register_Create_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Create_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_create_account(inputs)
	return en_register_create_account(inputs)
});