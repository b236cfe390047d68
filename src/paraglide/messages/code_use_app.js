/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Use_AppInputs */

const en_code_use_app = /** @type {(inputs: Code_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the authenticator app instead`)
};

const hi_code_use_app = /** @type {(inputs: Code_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसकी जगह ऑथेंटिकेटर ऐप इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use the authenticator app instead" |
*
* @param {Code_Use_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_use_app = /** @type {((inputs?: Code_Use_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Use_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_use_app(inputs)
	return en_code_use_app(inputs)
});