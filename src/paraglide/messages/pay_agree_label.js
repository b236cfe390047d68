/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Pay_Agree_LabelInputs */

const en_pay_agree_label = /** @type {(inputs: Pay_Agree_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I have read and agree to the ${i?.link}`)
};

const hi_pay_agree_label = /** @type {(inputs: Pay_Agree_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मैंने ${i?.link} पढ़ ली है और मैं इससे सहमत हूँ`)
};

/**
* | output |
* | --- |
* | "I have read and agree to the {link}" |
*
* @param {Pay_Agree_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_label = /** @type {((inputs: Pay_Agree_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Agree_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_agree_label(inputs)
	return en_pay_agree_label(inputs)
});