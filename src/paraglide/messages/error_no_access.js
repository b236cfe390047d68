/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_No_AccessInputs */

const en_error_no_access = /** @type {(inputs: Error_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have access to this.`)
};

const hi_error_no_access = /** @type {(inputs: Error_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपको इसकी अनुमति नहीं है।`)
};

/**
* | output |
* | --- |
* | "You do not have access to this." |
*
* @param {Error_No_AccessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_no_access = /** @type {((inputs?: Error_No_AccessInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_No_AccessInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_no_access(inputs)
	return en_error_no_access(inputs)
});