/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_WaitInputs */

const en_after_unverified_wait = /** @type {(inputs: After_Unverified_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details are complete: there is nothing more to do, the admin will verify your account.`)
};

const hi_after_unverified_wait = /** @type {(inputs: After_Unverified_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके विवरण पूरे हैं: आपको और कुछ नहीं करना है, एडमिन आपका खाता सत्यापित कर देंगे।`)
};

/**
* | output |
* | --- |
* | "Your details are complete: there is nothing more to do, the admin will verify your account." |
*
* @param {After_Unverified_WaitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_wait = /** @type {((inputs?: After_Unverified_WaitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_WaitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_wait(inputs)
	return en_after_unverified_wait(inputs)
});