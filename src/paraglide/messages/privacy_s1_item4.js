/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item4Inputs */

const en_privacy_s1_item4 = /** @type {(inputs: Privacy_S1_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase and payment details: the amount of each order, the payment method, the UTR or transaction number, the receipt you upload, and the status of each purchase.`)
};

const hi_privacy_s1_item4 = /** @type {(inputs: Privacy_S1_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद और भुगतान की जानकारी: हर ऑर्डर की राशि, भुगतान का तरीका, UTR या ट्रांज़ैक्शन नंबर, आपकी अपलोड की गई रसीद और हर खरीद की स्थिति।`)
};

/**
* | output |
* | --- |
* | "Purchase and payment details: the amount of each order, the payment method, the UTR or transaction number, the receipt you upload, and the status of each pur..." |
*
* @param {Privacy_S1_Item4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item4 = /** @type {((inputs?: Privacy_S1_Item4Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item4Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item4(inputs)
	return en_privacy_s1_item4(inputs)
});