/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Users_Delete_NamedInputs */

const en_admin_users_delete_named = /** @type {(inputs: Admin_Users_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const hi_admin_users_delete_named = /** @type {(inputs: Admin_Users_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} को हटाएँ`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Admin_Users_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_delete_named = /** @type {((inputs: Admin_Users_Delete_NamedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Delete_NamedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_delete_named(inputs)
	return en_admin_users_delete_named(inputs)
});