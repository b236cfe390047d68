/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Superadmin_OnInputs */

const en_security_superadmin_on = /** @type {(inputs: Security_Superadmin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can sign in with a code from your authenticator app instead of waiting for an emailed code.`)
};

const hi_security_superadmin_on = /** @type {(inputs: Security_Superadmin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल पर कोड का इंतज़ार करने की जगह आप अपने ऑथेंटिकेटर ऐप के कोड से साइन इन कर सकते हैं।`)
};

/**
* | output |
* | --- |
* | "You can sign in with a code from your authenticator app instead of waiting for an emailed code." |
*
* @param {Security_Superadmin_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_superadmin_on = /** @type {((inputs?: Security_Superadmin_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Superadmin_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_superadmin_on(inputs)
	return en_security_superadmin_on(inputs)
});