/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_HeadingInputs */

const en_admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage User`)
};

const hi_admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Manage User" |
*
* @param {Admin_Users_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_heading = /** @type {((inputs?: Admin_Users_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_heading(inputs)
	return en_admin_users_heading(inputs)
});