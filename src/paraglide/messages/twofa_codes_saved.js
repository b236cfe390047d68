/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_SavedInputs */

const en_twofa_codes_saved = /** @type {(inputs: Twofa_Codes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have saved my recovery codes`)
};

const hi_twofa_codes_saved = /** @type {(inputs: Twofa_Codes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैंने अपने रिकवरी कोड सहेज लिए हैं`)
};

/**
* | output |
* | --- |
* | "I have saved my recovery codes" |
*
* @param {Twofa_Codes_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_saved = /** @type {((inputs?: Twofa_Codes_SavedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_SavedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_saved(inputs)
	return en_twofa_codes_saved(inputs)
});