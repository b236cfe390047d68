/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Upi_IdInputs */

const en_beneficiary_upi_id = /** @type {(inputs: Beneficiary_Upi_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID`)
};

const hi_beneficiary_upi_id = /** @type {(inputs: Beneficiary_Upi_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID`)
};

/**
* | output |
* | --- |
* | "UPI ID" |
*
* @param {Beneficiary_Upi_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_id = /** @type {((inputs?: Beneficiary_Upi_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Upi_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_upi_id(inputs)
	return en_beneficiary_upi_id(inputs)
});