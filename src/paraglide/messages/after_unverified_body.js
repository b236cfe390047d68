/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_BodyInputs */

const en_after_unverified_body = /** @type {(inputs: After_Unverified_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company's admin checks the details you registered with (name, mobile, date of birth and Aadhaar) and then verifies your account. You can buy tokens meanwhile: each purchase is approved once the admin has checked its payment.`)
};

const hi_after_unverified_body = /** @type {(inputs: After_Unverified_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी कंपनी के एडमिन आपके रजिस्ट्रेशन के विवरण (नाम, मोबाइल, जन्म तिथि और Aadhaar) जाँचकर आपका खाता सत्यापित करते हैं। तब तक भी आप टोकन खरीद सकते हैं: हर खरीद, एडमिन के उसका भुगतान जाँचने के बाद मंज़ूर होती है।`)
};

/**
* | output |
* | --- |
* | "Your company's admin checks the details you registered with (name, mobile, date of birth and Aadhaar) and then verifies your account. You can buy tokens mean..." |
*
* @param {After_Unverified_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_body = /** @type {((inputs?: After_Unverified_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_body(inputs)
	return en_after_unverified_body(inputs)
});