/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Notice_No_ReasonInputs */

const en_company_care_notice_no_reason = /** @type {(inputs: Company_Care_Notice_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This company's sale is suspended. Please contact support.`)
};

const hi_company_care_notice_no_reason = /** @type {(inputs: Company_Care_Notice_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस कंपनी की बिक्री निलंबित है। कृपया सहायता से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "This company's sale is suspended. Please contact support." |
*
* @param {Company_Care_Notice_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_notice_no_reason = /** @type {((inputs?: Company_Care_Notice_No_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Notice_No_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_notice_no_reason(inputs)
	return en_company_care_notice_no_reason(inputs)
});