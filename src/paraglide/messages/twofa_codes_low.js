/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_LowInputs */

const en_twofa_codes_low = /** @type {(inputs: Twofa_Codes_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create new ones before you run out.`)
};

const hi_twofa_codes_low = /** @type {(inputs: Twofa_Codes_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खत्म होने से पहले नए कोड बना लें।`)
};

/**
* | output |
* | --- |
* | "Create new ones before you run out." |
*
* @param {Twofa_Codes_LowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_low = /** @type {((inputs?: Twofa_Codes_LowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_LowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_low(inputs)
	return en_twofa_codes_low(inputs)
});