/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_User_ManageInputs */

const en_nav_user_manage = /** @type {(inputs: Nav_User_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User Manage`)
};

const hi_nav_user_manage = /** @type {(inputs: Nav_User_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र प्रबंधन`)
};

/**
* | output |
* | --- |
* | "User Manage" |
*
* @param {Nav_User_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_user_manage = /** @type {((inputs?: Nav_User_ManageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_User_ManageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_user_manage(inputs)
	return en_nav_user_manage(inputs)
});