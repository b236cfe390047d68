/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Ifsc_CodeInputs */

const en_beneficiary_ifsc_code = /** @type {(inputs: Beneficiary_Ifsc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC Code`)
};

const hi_beneficiary_ifsc_code = /** @type {(inputs: Beneficiary_Ifsc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC कोड`)
};

/**
* | output |
* | --- |
* | "IFSC Code" |
*
* @param {Beneficiary_Ifsc_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_code = /** @type {((inputs?: Beneficiary_Ifsc_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Ifsc_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_ifsc_code(inputs)
	return en_beneficiary_ifsc_code(inputs)
});