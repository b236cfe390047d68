/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S4_P1Inputs */

const en_privacy_s4_p1 = /** @type {(inputs: Privacy_S4_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords are stored only as salted hashes. Identity numbers are encrypted. Uploaded receipts are checked, stored away from the public website and opened only through short-lived signed links.`)
};

const hi_privacy_s4_p1 = /** @type {(inputs: Privacy_S4_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड सिर्फ़ सॉल्टेड हैश के रूप में रखे जाते हैं। पहचान नंबर एन्क्रिप्ट किए जाते हैं। अपलोड की गई रसीदें जाँची जाती हैं, सार्वजनिक वेबसाइट से अलग रखी जाती हैं और सिर्फ़ थोड़ी देर तक चलने वाले साइन किए गए लिंक से ही खुलती हैं।`)
};

/**
* | output |
* | --- |
* | "Passwords are stored only as salted hashes. Identity numbers are encrypted. Uploaded receipts are checked, stored away from the public website and opened onl..." |
*
* @param {Privacy_S4_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s4_p1 = /** @type {((inputs?: Privacy_S4_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S4_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s4_p1(inputs)
	return en_privacy_s4_p1(inputs)
});