/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_Item3Inputs */

const en_privacy_s2_item3 = /** @type {(inputs: Privacy_S2_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To run the referral programme and credit rewards to the right member.`)
};

const hi_privacy_s2_item3 = /** @type {(inputs: Privacy_S2_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम चलाने और सही सदस्य को इनाम क्रेडिट करने के लिए।`)
};

/**
* | output |
* | --- |
* | "To run the referral programme and credit rewards to the right member." |
*
* @param {Privacy_S2_Item3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item3 = /** @type {((inputs?: Privacy_S2_Item3Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_Item3Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_item3(inputs)
	return en_privacy_s2_item3(inputs)
});