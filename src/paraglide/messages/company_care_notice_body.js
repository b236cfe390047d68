/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Company_Care_Notice_BodyInputs */

const en_company_care_notice_body = /** @type {(inputs: Company_Care_Notice_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This company's sale is suspended. Reason: ${i?.reason}. Please contact support.`)
};

const hi_company_care_notice_body = /** @type {(inputs: Company_Care_Notice_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इस कंपनी की बिक्री निलंबित है। कारण: ${i?.reason}। कृपया सहायता से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "This company's sale is suspended. Reason: {reason}. Please contact support." |
*
* @param {Company_Care_Notice_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_notice_body = /** @type {((inputs: Company_Care_Notice_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Notice_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_notice_body(inputs)
	return en_company_care_notice_body(inputs)
});