/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Edit_UpiInputs */

const en_beneficiary_edit_upi = /** @type {(inputs: Beneficiary_Edit_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit UPI ID`)
};

const hi_beneficiary_edit_upi = /** @type {(inputs: Beneficiary_Edit_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID बदलें`)
};

/**
* | output |
* | --- |
* | "Edit UPI ID" |
*
* @param {Beneficiary_Edit_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_edit_upi = /** @type {((inputs?: Beneficiary_Edit_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Edit_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_edit_upi(inputs)
	return en_beneficiary_edit_upi(inputs)
});