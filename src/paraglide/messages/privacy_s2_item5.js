/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_Item5Inputs */

const en_privacy_s2_item5 = /** @type {(inputs: Privacy_S2_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To prevent fraud and misuse, for example by refusing a UTR that was already used for another payment.`)
};

const hi_privacy_s2_item5 = /** @type {(inputs: Privacy_S2_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धोखाधड़ी और दुरुपयोग रोकने के लिए, जैसे ऐसा UTR अस्वीकार करना जो पहले ही किसी दूसरे भुगतान में इस्तेमाल हो चुका है।`)
};

/**
* | output |
* | --- |
* | "To prevent fraud and misuse, for example by refusing a UTR that was already used for another payment." |
*
* @param {Privacy_S2_Item5Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item5 = /** @type {((inputs?: Privacy_S2_Item5Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_Item5Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_item5(inputs)
	return en_privacy_s2_item5(inputs)
});