/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_P1Inputs */

const en_privacy_s2_p1 = /** @type {(inputs: Privacy_S2_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell your personal data and we do not use it for advertising.`)
};

const hi_privacy_s2_p1 = /** @type {(inputs: Privacy_S2_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम आपका निजी डेटा बेचते नहीं हैं और विज्ञापन के लिए इसका इस्तेमाल नहीं करते।`)
};

/**
* | output |
* | --- |
* | "We do not sell your personal data and we do not use it for advertising." |
*
* @param {Privacy_S2_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_p1 = /** @type {((inputs?: Privacy_S2_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_p1(inputs)
	return en_privacy_s2_p1(inputs)
});