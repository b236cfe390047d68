/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_RequiredInputs */

const en_activity_field_required = /** @type {(inputs: Activity_Field_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for all admins`)
};

const hi_activity_field_required = /** @type {(inputs: Activity_Field_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी एडमिन के लिए ज़रूरी`)
};

/**
* | output |
* | --- |
* | "Required for all admins" |
*
* @param {Activity_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_required = /** @type {((inputs?: Activity_Field_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_required(inputs)
	return en_activity_field_required(inputs)
});