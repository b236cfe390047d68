/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_HeadingInputs */

const en_error_heading = /** @type {(inputs: Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

const hi_error_heading = /** @type {(inputs: Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऐप में अनपेक्षित गड़बड़ी!`)
};

/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_heading = /** @type {((inputs?: Error_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_heading(inputs)
	return en_error_heading(inputs)
});