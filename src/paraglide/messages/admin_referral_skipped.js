/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_SkippedInputs */

const en_admin_referral_skipped = /** @type {(inputs: Admin_Referral_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped (blocked or deleted)`)
};

const hi_admin_referral_skipped = /** @type {(inputs: Admin_Referral_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`छोड़े गए (ब्लॉक या हटाए गए)`)
};

/**
* | output |
* | --- |
* | "Skipped (blocked or deleted)" |
*
* @param {Admin_Referral_SkippedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_skipped = /** @type {((inputs?: Admin_Referral_SkippedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_SkippedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_skipped(inputs)
	return en_admin_referral_skipped(inputs)
});