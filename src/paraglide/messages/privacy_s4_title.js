/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S4_TitleInputs */

const en_privacy_s4_title = /** @type {(inputs: Privacy_S4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. How we protect it`)
};

const hi_privacy_s4_title = /** @type {(inputs: Privacy_S4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. हम इसे कैसे सुरक्षित रखते हैं`)
};

/**
* | output |
* | --- |
* | "4. How we protect it" |
*
* @param {Privacy_S4_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s4_title = /** @type {((inputs?: Privacy_S4_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S4_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s4_title(inputs)
	return en_privacy_s4_title(inputs)
});