/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_HeadingInputs */

const en_twofa_codes_heading = /** @type {(inputs: Twofa_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes`)
};

const hi_twofa_codes_heading = /** @type {(inputs: Twofa_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Twofa_Codes_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_heading = /** @type {((inputs?: Twofa_Codes_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_heading(inputs)
	return en_twofa_codes_heading(inputs)
});