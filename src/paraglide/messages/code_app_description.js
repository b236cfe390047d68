/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_App_DescriptionInputs */

const en_code_app_description = /** @type {(inputs: Code_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The 6-digit code your authenticator app shows now.`)
};

const hi_code_app_description = /** @type {(inputs: Code_App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका ऑथेंटिकेटर ऐप अभी जो 6 अंकों का कोड दिखा रहा है।`)
};

/**
* | output |
* | --- |
* | "The 6-digit code your authenticator app shows now." |
*
* @param {Code_App_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_app_description = /** @type {((inputs?: Code_App_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_App_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_app_description(inputs)
	return en_code_app_description(inputs)
});