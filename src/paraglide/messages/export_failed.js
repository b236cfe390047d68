/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_FailedInputs */

const en_export_failed = /** @type {(inputs: Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to export the list`)
};

const hi_export_failed = /** @type {(inputs: Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूची डाउनलोड नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to export the list" |
*
* @param {Export_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_failed = /** @type {((inputs?: Export_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_export_failed(inputs)
	return en_export_failed(inputs)
});