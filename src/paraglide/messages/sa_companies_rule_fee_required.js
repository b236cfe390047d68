/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_Fee_RequiredInputs */

const en_sa_companies_rule_fee_required = /** @type {(inputs: Sa_Companies_Rule_Fee_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform fee is required`)
};

const hi_sa_companies_rule_fee_required = /** @type {(inputs: Sa_Companies_Rule_Fee_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Platform fee is required" |
*
* @param {Sa_Companies_Rule_Fee_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_fee_required = /** @type {((inputs?: Sa_Companies_Rule_Fee_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_Fee_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_fee_required(inputs)
	return en_sa_companies_rule_fee_required(inputs)
});