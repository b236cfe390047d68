/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Company_DescriptionInputs */

const en_beneficiary_company_description = /** @type {(inputs: Beneficiary_Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shows the bank account and UPI ID its members pay into.`)
};

const hi_beneficiary_company_description = /** @type {(inputs: Beneficiary_Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वह बैंक खाता और UPI ID दिखाता है जिसमें इस कंपनी के सदस्य भुगतान करते हैं।`)
};

/**
* | output |
* | --- |
* | "Shows the bank account and UPI ID its members pay into." |
*
* @param {Beneficiary_Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_company_description = /** @type {((inputs?: Beneficiary_Company_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Company_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_company_description(inputs)
	return en_beneficiary_company_description(inputs)
});