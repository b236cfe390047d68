/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Users_Confirm_ApproveInputs */

const en_admin_users_confirm_approve = /** @type {(inputs: Admin_Users_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Are you sure you want to approve ${i?.name}?`)
};

const hi_admin_users_confirm_approve = /** @type {(inputs: Admin_Users_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`क्या आप वाकई ${i?.name} को मंज़ूरी देना चाहते हैं?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to approve {name}?" |
*
* @param {Admin_Users_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_confirm_approve = /** @type {((inputs: Admin_Users_Confirm_ApproveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Confirm_ApproveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_confirm_approve(inputs)
	return en_admin_users_confirm_approve(inputs)
});