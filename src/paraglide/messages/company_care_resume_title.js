/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Company_Care_Resume_TitleInputs */

const en_company_care_resume_title = /** @type {(inputs: Company_Care_Resume_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resume ${i?.company}?`)
};

const hi_company_care_resume_title = /** @type {(inputs: Company_Care_Resume_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} को फिर से शुरू करें?`)
};

/**
* | output |
* | --- |
* | "Resume {company}?" |
*
* @param {Company_Care_Resume_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_resume_title = /** @type {((inputs: Company_Care_Resume_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Resume_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_resume_title(inputs)
	return en_company_care_resume_title(inputs)
});