/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Utr_RequiredInputs */

const en_error_utr_required = /** @type {(inputs: Error_Utr_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter UTR or Transaction Number.`)
};

const hi_error_utr_required = /** @type {(inputs: Error_Utr_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया UTR या ट्रांज़ैक्शन नंबर डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter UTR or Transaction Number." |
*
* @param {Error_Utr_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_utr_required = /** @type {((inputs?: Error_Utr_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Utr_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_utr_required(inputs)
	return en_error_utr_required(inputs)
});