/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_RoleInputs */

const en_activity_field_role = /** @type {(inputs: Activity_Field_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const hi_activity_field_role = /** @type {(inputs: Activity_Field_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भूमिका`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Activity_Field_RoleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_role = /** @type {((inputs?: Activity_Field_RoleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_RoleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_role(inputs)
	return en_activity_field_role(inputs)
});