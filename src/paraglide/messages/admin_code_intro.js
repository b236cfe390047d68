/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Code_IntroInputs */

const en_admin_code_intro = /** @type {(inputs: Admin_Code_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is on for your account. Enter the code from your authenticator app.`)
};

const hi_admin_code_intro = /** @type {(inputs: Admin_Code_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके खाते में टू-फ़ैक्टर साइन-इन चालू है। अपने ऑथेंटिकेटर ऐप का कोड डालें।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is on for your account. Enter the code from your authenticator app." |
*
* @param {Admin_Code_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_intro = /** @type {((inputs?: Admin_Code_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_code_intro(inputs)
	return en_admin_code_intro(inputs)
});