/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_SavingInputs */

const en_admin_referral_saving = /** @type {(inputs: Admin_Referral_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const hi_admin_referral_saving = /** @type {(inputs: Admin_Referral_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेव हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Admin_Referral_SavingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_saving = /** @type {((inputs?: Admin_Referral_SavingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_SavingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_saving(inputs)
	return en_admin_referral_saving(inputs)
});