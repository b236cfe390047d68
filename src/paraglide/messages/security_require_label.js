/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_LabelInputs */

const en_security_require_label = /** @type {(inputs: Security_Require_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require two-factor sign-in for all admins`)
};

const hi_security_require_label = /** @type {(inputs: Security_Require_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी एडमिन के लिए टू-फ़ैक्टर साइन-इन ज़रूरी करें`)
};

/**
* | output |
* | --- |
* | "Require two-factor sign-in for all admins" |
*
* @param {Security_Require_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_label = /** @type {((inputs?: Security_Require_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_label(inputs)
	return en_security_require_label(inputs)
});