/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Code_Sent_NoteInputs */

const en_register_code_sent_note = /** @type {(inputs: Register_Code_Sent_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a code to your email and mobile. To change them, go back to the OTP request.`)
};

const hi_register_code_sent_note = /** @type {(inputs: Register_Code_Sent_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमने आपके ईमेल और मोबाइल पर एक कोड भेजा है। इन्हें बदलने के लिए OTP मँगाने वाले चरण पर वापस जाएँ।`)
};

/**
* | output |
* | --- |
* | "We sent a code to your email and mobile. To change them, go back to the OTP request." |
*
* @param {Register_Code_Sent_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_code_sent_note = /** @type {((inputs?: Register_Code_Sent_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Code_Sent_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_code_sent_note(inputs)
	return en_register_code_sent_note(inputs)
});