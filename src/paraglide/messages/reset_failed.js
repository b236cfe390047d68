/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_FailedInputs */

const en_reset_failed = /** @type {(inputs: Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to updated password`)
};

const hi_reset_failed = /** @type {(inputs: Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड नहीं बदला जा सका`)
};

/**
* | output |
* | --- |
* | "Failed to updated password" |
*
* @param {Reset_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_failed = /** @type {((inputs?: Reset_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_failed(inputs)
	return en_reset_failed(inputs)
});