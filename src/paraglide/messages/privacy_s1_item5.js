/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item5Inputs */

const en_privacy_s1_item5 = /** @type {(inputs: Privacy_S1_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral details: your Member ID and the Member ID of the person who referred you.`)
};

const hi_privacy_s1_item5 = /** @type {(inputs: Privacy_S1_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल की जानकारी: आपकी मेंबर ID और आपको रेफ़र करने वाले व्यक्ति की मेंबर ID।`)
};

/**
* | output |
* | --- |
* | "Referral details: your Member ID and the Member ID of the person who referred you." |
*
* @param {Privacy_S1_Item5Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item5 = /** @type {((inputs?: Privacy_S1_Item5Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item5Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item5(inputs)
	return en_privacy_s1_item5(inputs)
});