/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Utr_Already_UsedInputs */

const en_error_utr_already_used = /** @type {(inputs: Error_Utr_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This UTR / transaction number has already been used for another payment.`)
};

const hi_error_utr_already_used = /** @type {(inputs: Error_Utr_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह UTR / ट्रांज़ैक्शन नंबर किसी दूसरे भुगतान के लिए पहले ही इस्तेमाल हो चुका है।`)
};

/**
* | output |
* | --- |
* | "This UTR / transaction number has already been used for another payment." |
*
* @param {Error_Utr_Already_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_utr_already_used = /** @type {((inputs?: Error_Utr_Already_UsedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Utr_Already_UsedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_utr_already_used(inputs)
	return en_error_utr_already_used(inputs)
});