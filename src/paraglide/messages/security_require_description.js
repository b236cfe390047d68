/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_DescriptionInputs */

const en_security_require_description = /** @type {(inputs: Security_Require_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins without an authenticator app are signed out and set one up at their next sign-in.`)
};

const hi_security_require_description = /** @type {(inputs: Security_Require_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जिन एडमिन के पास ऑथेंटिकेटर ऐप नहीं है, वे साइन आउट हो जाते हैं और अगली बार साइन इन करते समय इसे सेट करते हैं।`)
};

/**
* | output |
* | --- |
* | "Admins without an authenticator app are signed out and set one up at their next sign-in." |
*
* @param {Security_Require_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_description = /** @type {((inputs?: Security_Require_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_description(inputs)
	return en_security_require_description(inputs)
});