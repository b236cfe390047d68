/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Code_VerifyInputs */

const en_admin_code_verify = /** @type {(inputs: Admin_Code_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const hi_admin_code_verify = /** @type {(inputs: Admin_Code_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुष्टि करें`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Admin_Code_VerifyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_verify = /** @type {((inputs?: Admin_Code_VerifyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_VerifyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_code_verify(inputs)
	return en_admin_code_verify(inputs)
});