/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item6Inputs */

const en_privacy_s1_item6 = /** @type {(inputs: Privacy_S1_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security records: your sign-in sessions, one-time codes (stored only in hashed form) and, for a short time, the IP address of code requests so that repeated attempts can be limited.`)
};

const hi_privacy_s1_item6 = /** @type {(inputs: Privacy_S1_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुरक्षा रिकॉर्ड: आपके साइन-इन सत्र, वन-टाइम कोड (सिर्फ़ हैश किए गए रूप में रखे जाते हैं) और, कुछ समय के लिए, कोड के अनुरोधों का IP पता, ताकि बार-बार की कोशिशों को सीमित किया जा सके।`)
};

/**
* | output |
* | --- |
* | "Security records: your sign-in sessions, one-time codes (stored only in hashed form) and, for a short time, the IP address of code requests so that repeated ..." |
*
* @param {Privacy_S1_Item6Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item6 = /** @type {((inputs?: Privacy_S1_Item6Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item6Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item6(inputs)
	return en_privacy_s1_item6(inputs)
});