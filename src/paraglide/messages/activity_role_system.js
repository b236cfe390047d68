/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Role_SystemInputs */

const en_activity_role_system = /** @type {(inputs: Activity_Role_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

const hi_activity_role_system = /** @type {(inputs: Activity_Role_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिस्टम`)
};

/**
* | output |
* | --- |
* | "System" |
*
* @param {Activity_Role_SystemInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_role_system = /** @type {((inputs?: Activity_Role_SystemInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Role_SystemInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_role_system(inputs)
	return en_activity_role_system(inputs)
});