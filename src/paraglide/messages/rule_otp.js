/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_OtpInputs */

const en_rule_otp = /** @type {(inputs: Rule_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OTP is the 6-digit code we sent.`)
};

const hi_rule_otp = /** @type {(inputs: Rule_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP वह 6 अंकों का कोड है जो हमने भेजा है।`)
};

/**
* | output |
* | --- |
* | "The OTP is the 6-digit code we sent." |
*
* @param {Rule_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_otp = /** @type {((inputs?: Rule_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_rule_otp(inputs)
	return en_rule_otp(inputs)
});