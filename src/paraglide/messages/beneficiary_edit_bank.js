/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Edit_BankInputs */

const en_beneficiary_edit_bank = /** @type {(inputs: Beneficiary_Edit_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit bank details`)
};

const hi_beneficiary_edit_bank = /** @type {(inputs: Beneficiary_Edit_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक विवरण बदलें`)
};

/**
* | output |
* | --- |
* | "Edit bank details" |
*
* @param {Beneficiary_Edit_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_edit_bank = /** @type {((inputs?: Beneficiary_Edit_BankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Edit_BankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_edit_bank(inputs)
	return en_beneficiary_edit_bank(inputs)
});