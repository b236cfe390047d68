/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_PanInputs */

const en_sa_companies_rule_pan = /** @type {(inputs: Sa_Companies_Rule_PanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAN must look like AAAAA9999A`)
};

const hi_sa_companies_rule_pan = /** @type {(inputs: Sa_Companies_Rule_PanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAN का फ़ॉर्मैट AAAAA9999A जैसा होना चाहिए`)
};

/**
* | output |
* | --- |
* | "PAN must look like AAAAA9999A" |
*
* @param {Sa_Companies_Rule_PanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_pan = /** @type {((inputs?: Sa_Companies_Rule_PanInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_PanInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_pan(inputs)
	return en_sa_companies_rule_pan(inputs)
});