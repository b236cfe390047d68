/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_ResumeInputs */

const en_company_care_resume = /** @type {(inputs: Company_Care_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const hi_company_care_resume = /** @type {(inputs: Company_Care_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से शुरू करें`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Company_Care_ResumeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_resume = /** @type {((inputs?: Company_Care_ResumeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_ResumeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_resume(inputs)
	return en_company_care_resume(inputs)
});