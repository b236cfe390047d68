/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_EmptyInputs */

const en_beneficiary_empty = /** @type {(inputs: Beneficiary_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No beneficiary yet. Add the bank account and UPI ID that members pay into.`)
};

const hi_beneficiary_empty = /** @type {(inputs: Beneficiary_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी कोई लाभार्थी नहीं है। वह बैंक खाता और UPI ID जोड़ें जिसमें सदस्य भुगतान करते हैं।`)
};

/**
* | output |
* | --- |
* | "No beneficiary yet. Add the bank account and UPI ID that members pay into." |
*
* @param {Beneficiary_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_empty = /** @type {((inputs?: Beneficiary_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_empty(inputs)
	return en_beneficiary_empty(inputs)
});