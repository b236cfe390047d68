/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S6_TitleInputs */

const en_privacy_s6_title = /** @type {(inputs: Privacy_S6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Your rights`)
};

const hi_privacy_s6_title = /** @type {(inputs: Privacy_S6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. आपके अधिकार`)
};

/**
* | output |
* | --- |
* | "6. Your rights" |
*
* @param {Privacy_S6_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s6_title = /** @type {((inputs?: Privacy_S6_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S6_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s6_title(inputs)
	return en_privacy_s6_title(inputs)
});