/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Security_Require_ConfirmInputs */

const en_security_require_confirm = /** @type {(inputs: Security_Require_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require it`)
};

const hi_security_require_confirm = /** @type {(inputs: Security_Require_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ज़रूरी करें`)
};

/**
* | output |
* | --- |
* | "Require it" |
*
* @param {Security_Require_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_require_confirm = /** @type {((inputs?: Security_Require_ConfirmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Security_Require_ConfirmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_security_require_confirm(inputs)
	return en_security_require_confirm(inputs)
});