/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_IntroInputs */

const en_reset_intro = /** @type {(inputs: Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email of your account and we will send you a code to reset your password.`)
};

const hi_reset_intro = /** @type {(inputs: Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने खाते का ईमेल डालें। पासवर्ड रीसेट करने के लिए हम आपको एक कोड भेजेंगे।`)
};

/**
* | output |
* | --- |
* | "Enter the email of your account and we will send you a code to reset your password." |
*
* @param {Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_intro = /** @type {((inputs?: Reset_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_intro(inputs)
	return en_reset_intro(inputs)
});