/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_MessageInputs */

const en_security_require_message = /** @type {(inputs: Security_Require_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every admin of the company will need an authenticator app. Admins who have none are signed out now and set one up at their next sign-in.`)
};

const hi_security_require_message = /** @type {(inputs: Security_Require_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी के हर एडमिन को ऑथेंटिकेटर ऐप चाहिए होगा। जिनके पास यह नहीं है, वे अभी साइन आउट हो जाएँगे और अगली बार साइन इन करते समय इसे सेट करेंगे।`)
};

/**
* | output |
* | --- |
* | "Every admin of the company will need an authenticator app. Admins who have none are signed out now and set one up at their next sign-in." |
*
* @param {Security_Require_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_message = /** @type {((inputs?: Security_Require_MessageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_MessageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_message(inputs)
	return en_security_require_message(inputs)
});