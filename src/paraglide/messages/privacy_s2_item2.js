/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_Item2Inputs */

const en_privacy_s2_item2 = /** @type {(inputs: Privacy_S2_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To record your token purchases, check your payment proof and credit your stock balance once a payment is approved.`)
};

const hi_privacy_s2_item2 = /** @type {(inputs: Privacy_S2_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी टोकन खरीद दर्ज करने, आपके भुगतान का प्रमाण जाँचने और भुगतान मंज़ूर होने पर आपके स्टॉक बैलेंस में टोकन क्रेडिट करने के लिए।`)
};

/**
* | output |
* | --- |
* | "To record your token purchases, check your payment proof and credit your stock balance once a payment is approved." |
*
* @param {Privacy_S2_Item2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item2 = /** @type {((inputs?: Privacy_S2_Item2Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_Item2Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_item2(inputs)
	return en_privacy_s2_item2(inputs)
});