/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Users_Waiting_CountInputs */

const en_admin_users_waiting_count = /** @type {(inputs: Admin_Users_Waiting_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting For Verification (${i?.count})`)
};

const hi_admin_users_waiting_count = /** @type {(inputs: Admin_Users_Waiting_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सत्यापन बाकी (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Waiting For Verification ({count})" |
*
* @param {Admin_Users_Waiting_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting_count = /** @type {((inputs: Admin_Users_Waiting_CountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Waiting_CountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_waiting_count(inputs)
	return en_admin_users_waiting_count(inputs)
});