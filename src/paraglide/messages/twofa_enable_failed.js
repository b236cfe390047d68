/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enable_FailedInputs */

const en_twofa_enable_failed = /** @type {(inputs: Twofa_Enable_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to turn on two-factor sign-in`)
};

const hi_twofa_enable_failed = /** @type {(inputs: Twofa_Enable_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन चालू नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to turn on two-factor sign-in" |
*
* @param {Twofa_Enable_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enable_failed = /** @type {((inputs?: Twofa_Enable_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enable_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enable_failed(inputs)
	return en_twofa_enable_failed(inputs)
});