/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Users_Confirm_DeleteInputs */

const en_admin_users_confirm_delete = /** @type {(inputs: Admin_Users_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete ${i?.name}? They will no longer be able to sign in.`)
};

const hi_admin_users_confirm_delete = /** @type {(inputs: Admin_Users_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`क्या आप वाकई ${i?.name} को हटाना चाहते हैं? इसके बाद वे साइन इन नहीं कर पाएँगे।`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete {name}? They will no longer be able to sign in." |
*
* @param {Admin_Users_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_confirm_delete = /** @type {((inputs: Admin_Users_Confirm_DeleteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Confirm_DeleteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_confirm_delete(inputs)
	return en_admin_users_confirm_delete(inputs)
});