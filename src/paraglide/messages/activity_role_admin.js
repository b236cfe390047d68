/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Role_AdminInputs */

const en_activity_role_admin = /** @type {(inputs: Activity_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const hi_activity_role_admin = /** @type {(inputs: Activity_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Activity_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_admin = /** @type {((inputs?: Activity_Role_AdminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Role_AdminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_role_admin(inputs)
	return en_activity_role_admin(inputs)
});