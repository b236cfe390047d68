/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ account: NonNullable<unknown> }} Twofa_Codes_File_TitleInputs */

const en_twofa_codes_file_title = /** @type {(inputs: Twofa_Codes_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recovery codes for ${i?.account}`)
};

const hi_twofa_codes_file_title = /** @type {(inputs: Twofa_Codes_File_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.account} के रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "Recovery codes for {account}" |
*
* @param {Twofa_Codes_File_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_file_title = /** @type {((inputs: Twofa_Codes_File_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_File_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_file_title(inputs)
	return en_twofa_codes_file_title(inputs)
});