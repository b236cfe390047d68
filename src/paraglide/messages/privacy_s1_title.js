/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_TitleInputs */

const en_privacy_s1_title = /** @type {(inputs: Privacy_S1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. What we collect`)
};

const hi_privacy_s1_title = /** @type {(inputs: Privacy_S1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. हम क्या इकट्ठा करते हैं`)
};

/**
* | output |
* | --- |
* | "1. What we collect" |
*
* @param {Privacy_S1_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_title = /** @type {((inputs?: Privacy_S1_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_title(inputs)
	return en_privacy_s1_title(inputs)
});