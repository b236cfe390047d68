/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S7_P1Inputs */

const en_privacy_s7_p1 = /** @type {(inputs: Privacy_S7_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we change this policy we will publish the new version on this page. Where a change affects how we use data you already gave us, we will ask for your consent again.`)
};

const hi_privacy_s7_p1 = /** @type {(inputs: Privacy_S7_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगर हम इस नीति में बदलाव करते हैं, तो नया संस्करण इसी पेज पर प्रकाशित करेंगे। अगर किसी बदलाव से उस डेटा के इस्तेमाल का तरीका बदलता है जो आप हमें पहले दे चुके हैं, तो हम आपसे फिर से सहमति माँगेंगे।`)
};

/**
* | output |
* | --- |
* | "If we change this policy we will publish the new version on this page. Where a change affects how we use data you already gave us, we will ask for your conse..." |
*
* @param {Privacy_S7_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s7_p1 = /** @type {((inputs?: Privacy_S7_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S7_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s7_p1(inputs)
	return en_privacy_s7_p1(inputs)
});