/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Disable_FailedInputs */

const en_twofa_disable_failed = /** @type {(inputs: Twofa_Disable_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to turn off two-factor sign-in`)
};

const hi_twofa_disable_failed = /** @type {(inputs: Twofa_Disable_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन बंद नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to turn off two-factor sign-in" |
*
* @param {Twofa_Disable_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_failed = /** @type {((inputs?: Twofa_Disable_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Disable_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_disable_failed(inputs)
	return en_twofa_disable_failed(inputs)
});