/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_ApprovalInputs */

const en_admin_users_approval = /** @type {(inputs: Admin_Users_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approval`)
};

const hi_admin_users_approval = /** @type {(inputs: Admin_Users_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़ूरी`)
};

/**
* | output |
* | --- |
* | "Approval" |
*
* @param {Admin_Users_ApprovalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_approval = /** @type {((inputs?: Admin_Users_ApprovalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_ApprovalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_approval(inputs)
	return en_admin_users_approval(inputs)
});