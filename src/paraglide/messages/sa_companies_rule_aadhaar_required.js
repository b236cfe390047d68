/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_Aadhaar_RequiredInputs */

const en_sa_companies_rule_aadhaar_required = /** @type {(inputs: Sa_Companies_Rule_Aadhaar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar number is required`)
};

const hi_sa_companies_rule_aadhaar_required = /** @type {(inputs: Sa_Companies_Rule_Aadhaar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar नंबर ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Aadhaar number is required" |
*
* @param {Sa_Companies_Rule_Aadhaar_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_aadhaar_required = /** @type {((inputs?: Sa_Companies_Rule_Aadhaar_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_Aadhaar_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_aadhaar_required(inputs)
	return en_sa_companies_rule_aadhaar_required(inputs)
});