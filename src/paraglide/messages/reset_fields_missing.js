/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Fields_MissingInputs */

const en_reset_fields_missing = /** @type {(inputs: Reset_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all fields.`)
};

const hi_reset_fields_missing = /** @type {(inputs: Reset_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सभी फ़ील्ड भरें।`)
};

/**
* | output |
* | --- |
* | "Please fill in all fields." |
*
* @param {Reset_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_fields_missing = /** @type {((inputs?: Reset_Fields_MissingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Fields_MissingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_fields_missing(inputs)
	return en_reset_fields_missing(inputs)
});