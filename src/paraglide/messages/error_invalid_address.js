/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_AddressInputs */

const en_error_invalid_address = /** @type {(inputs: Error_Invalid_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address is not valid.`)
};

const hi_error_invalid_address = /** @type {(inputs: Error_Invalid_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पता सही नहीं है।`)
};

/**
* | output |
* | --- |
* | "The address is not valid." |
*
* @param {Error_Invalid_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_address = /** @type {((inputs?: Error_Invalid_AddressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_AddressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_invalid_address(inputs)
	return en_error_invalid_address(inputs)
});