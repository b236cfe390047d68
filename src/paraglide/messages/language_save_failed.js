/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Save_FailedInputs */

const en_language_save_failed = /** @type {(inputs: Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save your language choice.`)
};

const hi_language_save_failed = /** @type {(inputs: Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी भाषा की पसंद सेव नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "Could not save your language choice." |
*
* @param {Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_save_failed = /** @type {((inputs?: Language_Save_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Save_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_language_save_failed(inputs)
	return en_language_save_failed(inputs)
});