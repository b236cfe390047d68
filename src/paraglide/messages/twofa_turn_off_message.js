/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_MessageInputs */

const en_twofa_turn_off_message = /** @type {(inputs: Twofa_Turn_Off_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a code from your authenticator app, or a recovery code. Signing in will then need only your password.`)
};

const hi_twofa_turn_off_message = /** @type {(inputs: Twofa_Turn_Off_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड डालें। इसके बाद साइन इन के लिए सिर्फ़ आपका पासवर्ड लगेगा।`)
};

/**
* | output |
* | --- |
* | "Enter a code from your authenticator app, or a recovery code. Signing in will then need only your password." |
*
* @param {Twofa_Turn_Off_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_message = /** @type {((inputs?: Twofa_Turn_Off_MessageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_MessageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_turn_off_message(inputs)
	return en_twofa_turn_off_message(inputs)
});