/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S5_TitleInputs */

const en_privacy_s5_title = /** @type {(inputs: Privacy_S5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. How long we keep it`)
};

const hi_privacy_s5_title = /** @type {(inputs: Privacy_S5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. हम इसे कितने समय तक रखते हैं`)
};

/**
* | output |
* | --- |
* | "5. How long we keep it" |
*
* @param {Privacy_S5_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s5_title = /** @type {((inputs?: Privacy_S5_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S5_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s5_title(inputs)
	return en_privacy_s5_title(inputs)
});