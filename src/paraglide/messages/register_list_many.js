/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ items: NonNullable<unknown>, last: NonNullable<unknown> }} Register_List_ManyInputs */

const en_register_list_many = /** @type {(inputs: Register_List_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items}, and ${i?.last}`)
};

const hi_register_list_many = /** @type {(inputs: Register_List_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} और ${i?.last}`)
};

/**
* | output |
* | --- |
* | "{items}, and {last}" |
*
* @param {Register_List_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_list_many = /** @type {((inputs: Register_List_ManyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_List_ManyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_list_many(inputs)
	return en_register_list_many(inputs)
});