/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Resume_BodyInputs */

const en_company_care_resume_body = /** @type {(inputs: Company_Care_Resume_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its members and admins can sign in again, and purchases and approvals work as before.`)
};

const hi_company_care_resume_body = /** @type {(inputs: Company_Care_Resume_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसके सदस्य और एडमिन फिर से साइन इन कर सकेंगे, और खरीद व स्वीकृतियाँ पहले की तरह काम करेंगी।`)
};

/**
* | output |
* | --- |
* | "Its members and admins can sign in again, and purchases and approvals work as before." |
*
* @param {Company_Care_Resume_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_resume_body = /** @type {((inputs?: Company_Care_Resume_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Resume_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_resume_body(inputs)
	return en_company_care_resume_body(inputs)
});