/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Login_ProgramInputs */

const en_admin_login_program = /** @type {(inputs: Admin_Login_ProgramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PRE-LAUNCH PROGRAM`)
};

const hi_admin_login_program = /** @type {(inputs: Admin_Login_ProgramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्री-लॉन्च प्रोग्राम`)
};

/**
* | output |
* | --- |
* | "PRE-LAUNCH PROGRAM" |
*
* @param {Admin_Login_ProgramInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_login_program = /** @type {((inputs?: Admin_Login_ProgramInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Login_ProgramInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_login_program(inputs)
	return en_admin_login_program(inputs)
});