/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Register_List_TwoInputs */

const en_register_list_two = /** @type {(inputs: Register_List_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.second}`)
};

const hi_register_list_two = /** @type {(inputs: Register_List_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} और ${i?.second}`)
};

/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Register_List_TwoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_list_two = /** @type {((inputs: Register_List_TwoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_List_TwoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_list_two(inputs)
	return en_register_list_two(inputs)
});