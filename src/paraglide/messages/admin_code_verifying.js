/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Code_VerifyingInputs */

const en_admin_code_verifying = /** @type {(inputs: Admin_Code_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying...`)
};

const hi_admin_code_verifying = /** @type {(inputs: Admin_Code_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुष्टि हो रही है...`)
};

/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Admin_Code_VerifyingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_verifying = /** @type {((inputs?: Admin_Code_VerifyingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_VerifyingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_code_verifying(inputs)
	return en_admin_code_verifying(inputs)
});