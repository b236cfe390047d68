/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_Use_Email_CodeInputs */

const en_superadmin_use_email_code = /** @type {(inputs: Superadmin_Use_Email_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an emailed code instead`)
};

const hi_superadmin_use_email_code = /** @type {(inputs: Superadmin_Use_Email_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसकी जगह ईमेल पर आया कोड इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use an emailed code instead" |
*
* @param {Superadmin_Use_Email_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_use_email_code = /** @type {((inputs?: Superadmin_Use_Email_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_Use_Email_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_use_email_code(inputs)
	return en_superadmin_use_email_code(inputs)
});