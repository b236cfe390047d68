/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_WarningInputs */

const en_twofa_reset_warning = /** @type {(inputs: Twofa_Reset_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check who is asking before you reset: their authenticator and recovery codes are deleted and every session of theirs ends. They sign in again with their password alone, or set up a new app if the company requires it.`)
};

const hi_twofa_reset_warning = /** @type {(inputs: Twofa_Reset_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रीसेट करने से पहले पक्का करें कि कौन माँग रहा है: उनका ऑथेंटिकेटर और रिकवरी कोड मिट जाते हैं और उनके सभी सत्र खत्म हो जाते हैं। फिर वे सिर्फ़ पासवर्ड से साइन इन करते हैं, या कंपनी में ज़रूरी हो तो नया ऐप सेट करते हैं।`)
};

/**
* | output |
* | --- |
* | "Check who is asking before you reset: their authenticator and recovery codes are deleted and every session of theirs ends. They sign in again with their pass..." |
*
* @param {Twofa_Reset_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_warning = /** @type {((inputs?: Twofa_Reset_WarningInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_WarningInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_warning(inputs)
	return en_twofa_reset_warning(inputs)
});