/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Superadmin_Code_SentInputs */

const en_done_superadmin_code_sent = /** @type {(inputs: Done_Superadmin_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this email belongs to a super admin, a code has been sent.`)
};

const hi_done_superadmin_code_sent = /** @type {(inputs: Done_Superadmin_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगर यह ईमेल किसी सुपर एडमिन का है, तो उस पर कोड भेज दिया गया है।`)
};

/**
* | output |
* | --- |
* | "If this email belongs to a super admin, a code has been sent." |
*
* @param {Done_Superadmin_Code_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_superadmin_code_sent = /** @type {((inputs?: Done_Superadmin_Code_SentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Superadmin_Code_SentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_superadmin_code_sent(inputs)
	return en_done_superadmin_code_sent(inputs)
});