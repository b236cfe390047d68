/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_FailedInputs */

const en_twofa_setup_failed = /** @type {(inputs: Twofa_Setup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to start two-factor setup`)
};

const hi_twofa_setup_failed = /** @type {(inputs: Twofa_Setup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर सेटअप शुरू नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to start two-factor setup" |
*
* @param {Twofa_Setup_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_failed = /** @type {((inputs?: Twofa_Setup_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_setup_failed(inputs)
	return en_twofa_setup_failed(inputs)
});