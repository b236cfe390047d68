/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Notice_TitleInputs */

const en_company_care_notice_title = /** @type {(inputs: Company_Care_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale suspended`)
};

const hi_company_care_notice_title = /** @type {(inputs: Company_Care_Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिक्री निलंबित`)
};

/**
* | output |
* | --- |
* | "Sale suspended" |
*
* @param {Company_Care_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_notice_title = /** @type {((inputs?: Company_Care_Notice_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Notice_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_notice_title(inputs)
	return en_company_care_notice_title(inputs)
});