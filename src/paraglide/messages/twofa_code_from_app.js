/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Code_From_AppInputs */

const en_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

const hi_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऐप में दिख रहा कोड`)
};

/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Twofa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_code_from_app = /** @type {((inputs?: Twofa_Code_From_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Code_From_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_code_from_app(inputs)
	return en_twofa_code_from_app(inputs)
});