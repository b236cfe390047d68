/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S5_P1Inputs */

const en_privacy_s5_p1 = /** @type {(inputs: Privacy_S5_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep your account for as long as it is active. Purchase and payment records are kept for as long as Indian tax and accounting law requires, which is usually eight years. After that they are deleted or made anonymous.`)
};

const hi_privacy_s5_p1 = /** @type {(inputs: Privacy_S5_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जब तक आपका खाता सक्रिय है, हम उसे रखते हैं। खरीद और भुगतान के रिकॉर्ड तब तक रखे जाते हैं जब तक भारतीय टैक्स और अकाउंटिंग कानून के तहत ज़रूरी हो, जो आम तौर पर आठ साल होता है। उसके बाद उन्हें मिटा दिया जाता है या गुमनाम कर दिया जाता है।`)
};

/**
* | output |
* | --- |
* | "We keep your account for as long as it is active. Purchase and payment records are kept for as long as Indian tax and accounting law requires, which is usual..." |
*
* @param {Privacy_S5_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s5_p1 = /** @type {((inputs?: Privacy_S5_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S5_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s5_p1(inputs)
	return en_privacy_s5_p1(inputs)
});