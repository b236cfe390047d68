/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Validation_Failed_FieldInputs */

const en_validation_failed_field = /** @type {(inputs: Validation_Failed_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The field ${i?.field} is not valid. Please check it and send it again.`)
};

const hi_validation_failed_field = /** @type {(inputs: Validation_Failed_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`फ़ील्ड ${i?.field} की जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।`)
};

/**
* | output |
* | --- |
* | "The field {field} is not valid. Please check it and send it again." |
*
* @param {Validation_Failed_FieldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_failed_field = /** @type {((inputs: Validation_Failed_FieldInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Failed_FieldInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_validation_failed_field(inputs)
	return en_validation_failed_field(inputs)
});