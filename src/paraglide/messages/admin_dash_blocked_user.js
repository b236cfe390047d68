/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_Blocked_UserInputs */

const en_admin_dash_blocked_user = /** @type {(inputs: Admin_Dash_Blocked_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked User`)
};

const hi_admin_dash_blocked_user = /** @type {(inputs: Admin_Dash_Blocked_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉक किए गए यूज़र`)
};

/**
* | output |
* | --- |
* | "Blocked User" |
*
* @param {Admin_Dash_Blocked_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_blocked_user = /** @type {((inputs?: Admin_Dash_Blocked_UserInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_Blocked_UserInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_blocked_user(inputs)
	return en_admin_dash_blocked_user(inputs)
});