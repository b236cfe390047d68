/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_Email_DescriptionInputs */

const en_twofa_reset_email_description = /** @type {(inputs: Twofa_Reset_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email the admin signs in with.`)
};

const hi_twofa_reset_email_description = /** @type {(inputs: Twofa_Reset_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वह ईमेल जिससे एडमिन साइन इन करते हैं।`)
};

/**
* | output |
* | --- |
* | "The email the admin signs in with." |
*
* @param {Twofa_Reset_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_description = /** @type {((inputs?: Twofa_Reset_Email_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_Email_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_email_description(inputs)
	return en_twofa_reset_email_description(inputs)
});