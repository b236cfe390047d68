/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_File_NoteInputs */

const en_twofa_codes_file_note = /** @type {(inputs: Twofa_Codes_File_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each code signs in once in place of an authenticator code.`)
};

const hi_twofa_codes_file_note = /** @type {(inputs: Twofa_Codes_File_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर कोड ऑथेंटिकेटर कोड की जगह एक बार साइन इन कराता है।`)
};

/**
* | output |
* | --- |
* | "Each code signs in once in place of an authenticator code." |
*
* @param {Twofa_Codes_File_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_file_note = /** @type {((inputs?: Twofa_Codes_File_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_File_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_file_note(inputs)
	return en_twofa_codes_file_note(inputs)
});