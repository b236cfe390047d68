/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_FeeInputs */

const en_sa_companies_rule_fee = /** @type {(inputs: Sa_Companies_Rule_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform fee must be a percentage from 0 to 100, at most 2 decimals`)
};

const hi_sa_companies_rule_fee = /** @type {(inputs: Sa_Companies_Rule_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क 0 से 100 के बीच का प्रतिशत हो, दशमलव के बाद अधिकतम 2 अंक`)
};

/**
* | output |
* | --- |
* | "Platform fee must be a percentage from 0 to 100, at most 2 decimals" |
*
* @param {Sa_Companies_Rule_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_fee = /** @type {((inputs?: Sa_Companies_Rule_FeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_FeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_fee(inputs)
	return en_sa_companies_rule_fee(inputs)
});