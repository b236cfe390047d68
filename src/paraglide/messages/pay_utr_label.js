/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_LabelInputs */

const en_pay_utr_label = /** @type {(inputs: Pay_Utr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR or Transaction Number`)
};

const hi_pay_utr_label = /** @type {(inputs: Pay_Utr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR या ट्रांज़ैक्शन नंबर`)
};

/**
* | output |
* | --- |
* | "UTR or Transaction Number" |
*
* @param {Pay_Utr_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_label = /** @type {((inputs?: Pay_Utr_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_label(inputs)
	return en_pay_utr_label(inputs)
});