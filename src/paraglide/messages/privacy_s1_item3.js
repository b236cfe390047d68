/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item3Inputs */

const en_privacy_s1_item3 = /** @type {(inputs: Privacy_S1_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile picture, if you upload one.`)
};

const hi_privacy_s1_item3 = /** @type {(inputs: Privacy_S1_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो, अगर आप अपलोड करते हैं।`)
};

/**
* | output |
* | --- |
* | "A profile picture, if you upload one." |
*
* @param {Privacy_S1_Item3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item3 = /** @type {((inputs?: Privacy_S1_Item3Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item3Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item3(inputs)
	return en_privacy_s1_item3(inputs)
});