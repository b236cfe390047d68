/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_TitleInputs */

const en_privacy_s2_title = /** @type {(inputs: Privacy_S2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Why we use it`)
};

const hi_privacy_s2_title = /** @type {(inputs: Privacy_S2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. हम इसका इस्तेमाल क्यों करते हैं`)
};

/**
* | output |
* | --- |
* | "2. Why we use it" |
*
* @param {Privacy_S2_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_title = /** @type {((inputs?: Privacy_S2_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_title(inputs)
	return en_privacy_s2_title(inputs)
});