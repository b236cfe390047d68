/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Ifsc_InvalidInputs */

const en_beneficiary_ifsc_invalid = /** @type {(inputs: Beneficiary_Ifsc_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)`)
};

const hi_beneficiary_ifsc_invalid = /** @type {(inputs: Beneficiary_Ifsc_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC कोड में पहले 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक हों (जैसे SBIN0001234)`)
};

/**
* | output |
* | --- |
* | "IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)" |
*
* @param {Beneficiary_Ifsc_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_invalid = /** @type {((inputs?: Beneficiary_Ifsc_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Ifsc_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_ifsc_invalid(inputs)
	return en_beneficiary_ifsc_invalid(inputs)
});