/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Reason_RequiredInputs */

const en_company_care_reason_required = /** @type {(inputs: Company_Care_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the reason.`)
};

const hi_company_care_reason_required = /** @type {(inputs: Company_Care_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया कारण लिखें।`)
};

/**
* | output |
* | --- |
* | "Please enter the reason." |
*
* @param {Company_Care_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason_required = /** @type {((inputs?: Company_Care_Reason_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Reason_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_reason_required(inputs)
	return en_company_care_reason_required(inputs)
});