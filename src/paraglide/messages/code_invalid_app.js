/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Invalid_AppInputs */

const en_code_invalid_app = /** @type {(inputs: Code_Invalid_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app.`)
};

const hi_code_invalid_app = /** @type {(inputs: Code_Invalid_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app." |
*
* @param {Code_Invalid_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_invalid_app = /** @type {((inputs?: Code_Invalid_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Invalid_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_invalid_app(inputs)
	return en_code_invalid_app(inputs)
});