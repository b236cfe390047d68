/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Reason_DescriptionInputs */

const en_company_care_reason_description = /** @type {(inputs: Company_Care_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown to the company's members and admins when they try to sign in.`)
};

const hi_company_care_reason_description = /** @type {(inputs: Company_Care_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन करने की कोशिश पर कंपनी के सदस्यों और एडमिन को दिखाया जाता है।`)
};

/**
* | output |
* | --- |
* | "Shown to the company's members and admins when they try to sign in." |
*
* @param {Company_Care_Reason_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason_description = /** @type {((inputs?: Company_Care_Reason_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Reason_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_reason_description(inputs)
	return en_company_care_reason_description(inputs)
});