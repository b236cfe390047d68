/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_Warning_TitleInputs */

const en_twofa_codes_warning_title = /** @type {(inputs: Twofa_Codes_Warning_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save these codes now`)
};

const hi_twofa_codes_warning_title = /** @type {(inputs: Twofa_Codes_Warning_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये कोड अभी सहेज लें`)
};

/**
* | output |
* | --- |
* | "Save these codes now" |
*
* @param {Twofa_Codes_Warning_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_warning_title = /** @type {((inputs?: Twofa_Codes_Warning_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_Warning_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_warning_title(inputs)
	return en_twofa_codes_warning_title(inputs)
});