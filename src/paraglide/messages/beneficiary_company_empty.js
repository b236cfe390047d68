/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Company_EmptyInputs */

const en_beneficiary_company_empty = /** @type {(inputs: Beneficiary_Company_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No beneficiary yet. Add the bank account and UPI ID that this company's members pay into.`)
};

const hi_beneficiary_company_empty = /** @type {(inputs: Beneficiary_Company_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी कोई लाभार्थी नहीं है। वह बैंक खाता और UPI ID जोड़ें जिसमें इस कंपनी के सदस्य भुगतान करते हैं।`)
};

/**
* | output |
* | --- |
* | "No beneficiary yet. Add the bank account and UPI ID that this company's members pay into." |
*
* @param {Beneficiary_Company_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_company_empty = /** @type {((inputs?: Beneficiary_Company_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Company_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_company_empty(inputs)
	return en_beneficiary_company_empty(inputs)
});