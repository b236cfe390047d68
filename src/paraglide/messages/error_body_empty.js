/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Body_EmptyInputs */

const en_error_body_empty = /** @type {(inputs: Error_Body_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is empty.`)
};

const hi_error_body_empty = /** @type {(inputs: Error_Body_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध में भेजी गई जानकारी खाली है।`)
};

/**
* | output |
* | --- |
* | "The request body is empty." |
*
* @param {Error_Body_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_body_empty = /** @type {((inputs?: Error_Body_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Body_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_body_empty(inputs)
	return en_error_body_empty(inputs)
});