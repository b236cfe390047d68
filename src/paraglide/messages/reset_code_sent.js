/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Reset_Code_SentInputs */

const en_reset_code_sent = /** @type {(inputs: Reset_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the code we sent to ${i?.email} and choose a new password.`)
};

const hi_reset_code_sent = /** @type {(inputs: Reset_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} पर भेजा गया कोड डालें और नया पासवर्ड चुनें।`)
};

/**
* | output |
* | --- |
* | "Enter the code we sent to {email} and choose a new password." |
*
* @param {Reset_Code_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_code_sent = /** @type {((inputs: Reset_Code_SentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Code_SentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_code_sent(inputs)
	return en_reset_code_sent(inputs)
});