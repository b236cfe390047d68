/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_PasswordInputs */

const en_sa_companies_rule_password = /** @type {(inputs: Sa_Companies_Rule_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters`)
};

const hi_sa_companies_rule_password = /** @type {(inputs: Sa_Companies_Rule_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड में कम से कम 8 कैरेक्टर होने चाहिए`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Sa_Companies_Rule_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_password = /** @type {((inputs?: Sa_Companies_Rule_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_password(inputs)
	return en_sa_companies_rule_password(inputs)
});