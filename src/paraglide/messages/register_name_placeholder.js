/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Name_PlaceholderInputs */

const en_register_name_placeholder = /** @type {(inputs: Register_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full name`)
};

const hi_register_name_placeholder = /** @type {(inputs: Register_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका पूरा नाम`)
};

/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Register_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_name_placeholder = /** @type {((inputs?: Register_Name_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Name_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_name_placeholder(inputs)
	return en_register_name_placeholder(inputs)
});