/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_New_PasswordInputs */

const en_rule_new_password = /** @type {(inputs: Rule_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password must have at least 8 characters.`)
};

const hi_rule_new_password = /** @type {(inputs: Rule_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड में कम से कम 8 कैरेक्टर होने चाहिए।`)
};

/**
* | output |
* | --- |
* | "The password must have at least 8 characters." |
*
* @param {Rule_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_new_password = /** @type {((inputs?: Rule_New_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_New_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_rule_new_password(inputs)
	return en_rule_new_password(inputs)
});