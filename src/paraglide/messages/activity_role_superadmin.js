/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Role_SuperadminInputs */

const en_activity_role_superadmin = /** @type {(inputs: Activity_Role_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super admin`)
};

const hi_activity_role_superadmin = /** @type {(inputs: Activity_Role_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुपर एडमिन`)
};

/**
* | output |
* | --- |
* | "Super admin" |
*
* @param {Activity_Role_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_superadmin = /** @type {((inputs?: Activity_Role_SuperadminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Role_SuperadminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_role_superadmin(inputs)
	return en_activity_role_superadmin(inputs)
});