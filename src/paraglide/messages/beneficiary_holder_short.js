/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Holder_ShortInputs */

const en_beneficiary_holder_short = /** @type {(inputs: Beneficiary_Holder_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holder Name`)
};

const hi_beneficiary_holder_short = /** @type {(inputs: Beneficiary_Holder_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक का नाम`)
};

/**
* | output |
* | --- |
* | "Holder Name" |
*
* @param {Beneficiary_Holder_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_short = /** @type {((inputs?: Beneficiary_Holder_ShortInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Holder_ShortInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_holder_short(inputs)
	return en_beneficiary_holder_short(inputs)
});