/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Admin_OnInputs */

const en_security_admin_on = /** @type {(inputs: Security_Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in asks for a code from your authenticator app after your password.`)
};

const hi_security_admin_on = /** @type {(inputs: Security_Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन करते समय पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड माँगा जाता है।`)
};

/**
* | output |
* | --- |
* | "Signing in asks for a code from your authenticator app after your password." |
*
* @param {Security_Admin_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_admin_on = /** @type {((inputs?: Security_Admin_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Admin_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_admin_on(inputs)
	return en_security_admin_on(inputs)
});