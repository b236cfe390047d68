/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Bank_RequiredInputs */

const en_beneficiary_bank_required = /** @type {(inputs: Beneficiary_Bank_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank name is required`)
};

const hi_beneficiary_bank_required = /** @type {(inputs: Beneficiary_Bank_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक का नाम ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Bank name is required" |
*
* @param {Beneficiary_Bank_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_required = /** @type {((inputs?: Beneficiary_Bank_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Bank_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_bank_required(inputs)
	return en_beneficiary_bank_required(inputs)
});