/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_HeadingInputs */

const en_reset_heading = /** @type {(inputs: Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

const hi_reset_heading = /** @type {(inputs: Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड भूल गए`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Reset_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_heading = /** @type {((inputs?: Reset_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_heading(inputs)
	return en_reset_heading(inputs)
});