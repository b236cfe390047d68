/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Code_FailedInputs */

const en_admin_code_failed = /** @type {(inputs: Admin_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to verify the code`)
};

const hi_admin_code_failed = /** @type {(inputs: Admin_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोड की पुष्टि नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to verify the code" |
*
* @param {Admin_Code_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_failed = /** @type {((inputs?: Admin_Code_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_code_failed(inputs)
	return en_admin_code_failed(inputs)
});