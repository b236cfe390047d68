/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Reason_InvalidInputs */

const en_company_care_reason_invalid = /** @type {(inputs: Company_Care_Reason_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reason can be at most 500 characters.`)
};

const hi_company_care_reason_invalid = /** @type {(inputs: Company_Care_Reason_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कारण अधिकतम 500 अक्षरों का हो सकता है।`)
};

/**
* | output |
* | --- |
* | "The reason can be at most 500 characters." |
*
* @param {Company_Care_Reason_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason_invalid = /** @type {((inputs?: Company_Care_Reason_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Reason_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_reason_invalid(inputs)
	return en_company_care_reason_invalid(inputs)
});