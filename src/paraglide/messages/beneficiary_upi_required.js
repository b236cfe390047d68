/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Upi_RequiredInputs */

const en_beneficiary_upi_required = /** @type {(inputs: Beneficiary_Upi_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID is required`)
};

const hi_beneficiary_upi_required = /** @type {(inputs: Beneficiary_Upi_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "UPI ID is required" |
*
* @param {Beneficiary_Upi_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_required = /** @type {((inputs?: Beneficiary_Upi_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Upi_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_upi_required(inputs)
	return en_beneficiary_upi_required(inputs)
});