/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_Active_UserInputs */

const en_admin_dash_active_user = /** @type {(inputs: Admin_Dash_Active_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active User`)
};

const hi_admin_dash_active_user = /** @type {(inputs: Admin_Dash_Active_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सक्रिय यूज़र`)
};

/**
* | output |
* | --- |
* | "Active User" |
*
* @param {Admin_Dash_Active_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_active_user = /** @type {((inputs?: Admin_Dash_Active_UserInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_Active_UserInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_active_user(inputs)
	return en_admin_dash_active_user(inputs)
});