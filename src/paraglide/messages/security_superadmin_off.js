/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Superadmin_OffInputs */

const en_security_superadmin_off = /** @type {(inputs: Security_Superadmin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up an authenticator app to sign in with its code instead of waiting for an emailed code. Emailed codes keep working.`)
};

const hi_security_superadmin_off = /** @type {(inputs: Security_Superadmin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल पर कोड का इंतज़ार किए बिना उसके कोड से साइन इन करने के लिए ऑथेंटिकेटर ऐप सेट करें। ईमेल पर आने वाले कोड भी चलते रहेंगे।`)
};

/**
* | output |
* | --- |
* | "Set up an authenticator app to sign in with its code instead of waiting for an emailed code. Emailed codes keep working." |
*
* @param {Security_Superadmin_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_superadmin_off = /** @type {((inputs?: Security_Superadmin_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Superadmin_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_superadmin_off(inputs)
	return en_security_superadmin_off(inputs)
});