/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Too_Many_Wrong_CodesInputs */

const en_error_too_many_wrong_codes = /** @type {(inputs: Error_Too_Many_Wrong_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Please log in again.`)
};

const hi_error_too_many_wrong_codes = /** @type {(inputs: Error_Too_Many_Wrong_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा बार गलत कोड डाला गया। कृपया फिर से लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "Too many wrong codes. Please log in again." |
*
* @param {Error_Too_Many_Wrong_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_too_many_wrong_codes = /** @type {((inputs?: Error_Too_Many_Wrong_CodesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Too_Many_Wrong_CodesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_too_many_wrong_codes(inputs)
	return en_error_too_many_wrong_codes(inputs)
});