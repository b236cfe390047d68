/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Creating_AccountInputs */

const en_register_creating_account = /** @type {(inputs: Register_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Account...`)
};

const hi_register_creating_account = /** @type {(inputs: Register_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता बन रहा है...`)
};

/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Register_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_creating_account = /** @type {((inputs?: Register_Creating_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Creating_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_creating_account(inputs)
	return en_register_creating_account(inputs)
});