/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_New_Password_HintInputs */

const en_rule_new_password_hint = /** @type {(inputs: Rule_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

const hi_rule_new_password_hint = /** @type {(inputs: Rule_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कम से कम 8 कैरेक्टर।`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Rule_New_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_new_password_hint = /** @type {((inputs?: Rule_New_Password_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_New_Password_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_rule_new_password_hint(inputs)
	return en_rule_new_password_hint(inputs)
});