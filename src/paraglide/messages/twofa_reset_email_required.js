/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_Email_RequiredInputs */

const en_twofa_reset_email_required = /** @type {(inputs: Twofa_Reset_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin email is required`)
};

const hi_twofa_reset_email_required = /** @type {(inputs: Twofa_Reset_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन ईमेल ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Admin email is required" |
*
* @param {Twofa_Reset_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_required = /** @type {((inputs?: Twofa_Reset_Email_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_Email_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_email_required(inputs)
	return en_twofa_reset_email_required(inputs)
});