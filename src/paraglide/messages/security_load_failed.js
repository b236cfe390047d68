/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Load_FailedInputs */

const en_security_load_failed = /** @type {(inputs: Security_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in could not be loaded.`)
};

const hi_security_load_failed = /** @type {(inputs: Security_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन लोड नहीं हो सका।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in could not be loaded." |
*
* @param {Security_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_load_failed = /** @type {((inputs?: Security_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_load_failed(inputs)
	return en_security_load_failed(inputs)
});