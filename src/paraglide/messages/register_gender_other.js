/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Gender_OtherInputs */

const en_register_gender_other = /** @type {(inputs: Register_Gender_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const hi_register_gender_other = /** @type {(inputs: Register_Gender_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अन्य`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Register_Gender_OtherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_gender_other = /** @type {((inputs?: Register_Gender_OtherInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Gender_OtherInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_gender_other(inputs)
	return en_register_gender_other(inputs)
});