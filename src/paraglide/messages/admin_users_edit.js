/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Users_EditInputs */

const en_admin_users_edit = /** @type {(inputs: Admin_Users_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

const hi_admin_users_edit = /** @type {(inputs: Admin_Users_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} की जानकारी बदलें`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Admin_Users_EditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_edit = /** @type {((inputs: Admin_Users_EditInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_EditInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_edit(inputs)
	return en_admin_users_edit(inputs)
});