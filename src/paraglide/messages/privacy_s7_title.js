/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S7_TitleInputs */

const en_privacy_s7_title = /** @type {(inputs: Privacy_S7_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. Changes to this policy`)
};

const hi_privacy_s7_title = /** @type {(inputs: Privacy_S7_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. इस नीति में बदलाव`)
};

/**
* | output |
* | --- |
* | "7. Changes to this policy" |
*
* @param {Privacy_S7_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s7_title = /** @type {((inputs?: Privacy_S7_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S7_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s7_title(inputs)
	return en_privacy_s7_title(inputs)
});