/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Holder_NameInputs */

const en_beneficiary_holder_name = /** @type {(inputs: Beneficiary_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Holder Name`)
};

const hi_beneficiary_holder_name = /** @type {(inputs: Beneficiary_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक का नाम`)
};

/**
* | output |
* | --- |
* | "Account Holder Name" |
*
* @param {Beneficiary_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_name = /** @type {((inputs?: Beneficiary_Holder_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Holder_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_holder_name(inputs)
	return en_beneficiary_holder_name(inputs)
});