/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Admin_OffInputs */

const en_security_admin_off = /** @type {(inputs: Security_Admin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone is not enough.`)
};

const hi_security_admin_off = /** @type {(inputs: Security_Admin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने पासवर्ड और फ़ोन के ऑथेंटिकेटर ऐप के कोड से साइन इन करें, ताकि सिर्फ़ चोरी हुए पासवर्ड से कोई आपके खाते में न आ सके।`)
};

/**
* | output |
* | --- |
* | "Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone is not enough." |
*
* @param {Security_Admin_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_admin_off = /** @type {((inputs?: Security_Admin_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Admin_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_admin_off(inputs)
	return en_security_admin_off(inputs)
});