/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Gender_MaleInputs */

const en_register_gender_male = /** @type {(inputs: Register_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

const hi_register_gender_male = /** @type {(inputs: Register_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुरुष`)
};

/**
* | output |
* | --- |
* | "Male" |
*
* @param {Register_Gender_MaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_male = /** @type {((inputs?: Register_Gender_MaleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Gender_MaleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_gender_male(inputs)
	return en_register_gender_male(inputs)
});