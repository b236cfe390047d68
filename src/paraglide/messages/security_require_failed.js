/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_FailedInputs */

const en_security_require_failed = /** @type {(inputs: Security_Require_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to change the company setting`)
};

const hi_security_require_failed = /** @type {(inputs: Security_Require_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी की सेटिंग नहीं बदली जा सकी`)
};

/**
* | output |
* | --- |
* | "Failed to change the company setting" |
*
* @param {Security_Require_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_failed = /** @type {((inputs?: Security_Require_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_failed(inputs)
	return en_security_require_failed(inputs)
});