/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Company_Care_Actions_OfInputs */

const en_company_care_actions_of = /** @type {(inputs: Company_Care_Actions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actions for ${i?.company}`)
};

const hi_company_care_actions_of = /** @type {(inputs: Company_Care_Actions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} के लिए कार्रवाइयाँ`)
};

/**
* | output |
* | --- |
* | "Actions for {company}" |
*
* @param {Company_Care_Actions_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_actions_of = /** @type {((inputs: Company_Care_Actions_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Actions_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_actions_of(inputs)
	return en_company_care_actions_of(inputs)
});