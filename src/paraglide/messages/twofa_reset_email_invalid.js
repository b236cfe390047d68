/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_Email_InvalidInputs */

const en_twofa_reset_email_invalid = /** @type {(inputs: Twofa_Reset_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const hi_twofa_reset_email_invalid = /** @type {(inputs: Twofa_Reset_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता डालें`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Twofa_Reset_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_invalid = /** @type {((inputs?: Twofa_Reset_Email_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_Email_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_email_invalid(inputs)
	return en_twofa_reset_email_invalid(inputs)
});