/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Companies_FailedInputs */

const en_beneficiary_companies_failed = /** @type {(inputs: Beneficiary_Companies_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch companies`)
};

const hi_beneficiary_companies_failed = /** @type {(inputs: Beneficiary_Companies_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियों की सूची नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch companies" |
*
* @param {Beneficiary_Companies_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_companies_failed = /** @type {((inputs?: Beneficiary_Companies_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Companies_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_companies_failed(inputs)
	return en_beneficiary_companies_failed(inputs)
});