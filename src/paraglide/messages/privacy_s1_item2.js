/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item2Inputs */

const en_privacy_s1_item2 = /** @type {(inputs: Privacy_S1_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity details you give for KYC, such as your Aadhaar number. We store it encrypted and show only its last four digits.`)
};

const hi_privacy_s1_item2 = /** @type {(inputs: Privacy_S1_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KYC के लिए दी गई पहचान की जानकारी, जैसे आपका Aadhaar नंबर। हम इसे एन्क्रिप्ट करके रखते हैं और इसके सिर्फ़ आख़िरी चार अंक दिखाते हैं।`)
};

/**
* | output |
* | --- |
* | "Identity details you give for KYC, such as your Aadhaar number. We store it encrypted and show only its last four digits." |
*
* @param {Privacy_S1_Item2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item2 = /** @type {((inputs?: Privacy_S1_Item2Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item2Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item2(inputs)
	return en_privacy_s1_item2(inputs)
});