/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_NameInputs */

const en_rule_name = /** @type {(inputs: Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name cannot contain control, invisible or text-direction characters.`)
};

const hi_rule_name = /** @type {(inputs: Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम में कंट्रोल, अदृश्य या टेक्स्ट-दिशा वाले कैरेक्टर नहीं हो सकते।`)
};

/**
* | output |
* | --- |
* | "Name cannot contain control, invisible or text-direction characters." |
*
* @param {Rule_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_name = /** @type {((inputs?: Rule_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_rule_name(inputs)
	return en_rule_name(inputs)
});