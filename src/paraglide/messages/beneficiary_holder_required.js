/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Holder_RequiredInputs */

const en_beneficiary_holder_required = /** @type {(inputs: Beneficiary_Holder_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder name is required`)
};

const hi_beneficiary_holder_required = /** @type {(inputs: Beneficiary_Holder_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक का नाम ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Account holder name is required" |
*
* @param {Beneficiary_Holder_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_required = /** @type {((inputs?: Beneficiary_Holder_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Holder_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_holder_required(inputs)
	return en_beneficiary_holder_required(inputs)
});