/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Manage_HeadingInputs */

const en_beneficiary_manage_heading = /** @type {(inputs: Beneficiary_Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Beneficiary`)
};

const hi_beneficiary_manage_heading = /** @type {(inputs: Beneficiary_Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Manage Beneficiary" |
*
* @param {Beneficiary_Manage_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_manage_heading = /** @type {((inputs?: Beneficiary_Manage_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Manage_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_manage_heading(inputs)
	return en_beneficiary_manage_heading(inputs)
});