/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Gender_SelectInputs */

const en_register_gender_select = /** @type {(inputs: Register_Gender_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select gender`)
};

const hi_register_gender_select = /** @type {(inputs: Register_Gender_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंग चुनें`)
};

/**
* | output |
* | --- |
* | "Select gender" |
*
* @param {Register_Gender_SelectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_select = /** @type {((inputs?: Register_Gender_SelectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Gender_SelectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_gender_select(inputs)
	return en_register_gender_select(inputs)
});