/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_BranchInputs */

const en_activity_field_branch = /** @type {(inputs: Activity_Field_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const hi_activity_field_branch = /** @type {(inputs: Activity_Field_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शाखा`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Activity_Field_BranchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_branch = /** @type {((inputs?: Activity_Field_BranchInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_BranchInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_branch(inputs)
	return en_activity_field_branch(inputs)
});