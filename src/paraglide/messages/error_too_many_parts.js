/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Too_Many_PartsInputs */

const en_error_too_many_parts = /** @type {(inputs: Error_Too_Many_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many parts in one request.`)
};

const hi_error_too_many_parts = /** @type {(inputs: Error_Too_Many_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक अनुरोध में बहुत ज़्यादा हिस्से हैं।`)
};

/**
* | output |
* | --- |
* | "Too many parts in one request." |
*
* @param {Error_Too_Many_PartsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_too_many_parts = /** @type {((inputs?: Error_Too_Many_PartsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Too_Many_PartsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_too_many_parts(inputs)
	return en_error_too_many_parts(inputs)
});