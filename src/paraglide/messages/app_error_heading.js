/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Error_HeadingInputs */

const en_app_error_heading = /** @type {(inputs: App_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

const hi_app_error_heading = /** @type {(inputs: App_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऐप में अनपेक्षित गड़बड़ी!`)
};

/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {App_Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const app_error_heading = /** @type {((inputs?: App_Error_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Error_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_app_error_heading(inputs)
	return en_app_error_heading(inputs)
});