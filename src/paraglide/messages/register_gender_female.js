/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Gender_FemaleInputs */

const en_register_gender_female = /** @type {(inputs: Register_Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Female`)
};

const hi_register_gender_female = /** @type {(inputs: Register_Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`महिला`)
};

/**
* | output |
* | --- |
* | "Female" |
*
* @param {Register_Gender_FemaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_female = /** @type {((inputs?: Register_Gender_FemaleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Gender_FemaleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_gender_female(inputs)
	return en_register_gender_female(inputs)
});