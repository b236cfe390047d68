/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_Own_FirstInputs */

const en_security_require_own_first = /** @type {(inputs: Security_Require_Own_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on your own two-factor sign-in first.`)
};

const hi_security_require_own_first = /** @type {(inputs: Security_Require_Own_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले अपना टू-फ़ैक्टर साइन-इन चालू करें।`)
};

/**
* | output |
* | --- |
* | "Turn on your own two-factor sign-in first." |
*
* @param {Security_Require_Own_FirstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_own_first = /** @type {((inputs?: Security_Require_Own_FirstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_Own_FirstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_own_first(inputs)
	return en_security_require_own_first(inputs)
});