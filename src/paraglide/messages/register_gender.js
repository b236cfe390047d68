/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_GenderInputs */

const en_register_gender = /** @type {(inputs: Register_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gender`)
};

const hi_register_gender = /** @type {(inputs: Register_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंग`)
};

/**
* | output |
* | --- |
* | "Gender" |
*
* @param {Register_GenderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender = /** @type {((inputs?: Register_GenderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_GenderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_gender(inputs)
	return en_register_gender(inputs)
});