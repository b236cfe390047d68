/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_TitleInputs */

const en_security_require_title = /** @type {(inputs: Security_Require_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require two-factor sign-in`)
};

const hi_security_require_title = /** @type {(inputs: Security_Require_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन ज़रूरी करें`)
};

/**
* | output |
* | --- |
* | "Require two-factor sign-in" |
*
* @param {Security_Require_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_title = /** @type {((inputs?: Security_Require_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_title(inputs)
	return en_security_require_title(inputs)
});