/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upi_Id_CopiedInputs */

const en_pay_upi_id_copied = /** @type {(inputs: Pay_Upi_Id_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID copied to clipboard!`)
};

const hi_pay_upi_id_copied = /** @type {(inputs: Pay_Upi_Id_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID क्लिपबोर्ड पर कॉपी हो गई!`)
};

/**
* | output |
* | --- |
* | "UPI ID copied to clipboard!" |
*
* @param {Pay_Upi_Id_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_id_copied = /** @type {((inputs?: Pay_Upi_Id_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upi_Id_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upi_id_copied(inputs)
	return en_pay_upi_id_copied(inputs)
});