/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Ifsc_RequiredInputs */

const en_beneficiary_ifsc_required = /** @type {(inputs: Beneficiary_Ifsc_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC code is required`)
};

const hi_beneficiary_ifsc_required = /** @type {(inputs: Beneficiary_Ifsc_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC कोड ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "IFSC code is required" |
*
* @param {Beneficiary_Ifsc_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_ifsc_required = /** @type {((inputs?: Beneficiary_Ifsc_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Ifsc_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_ifsc_required(inputs)
	return en_beneficiary_ifsc_required(inputs)
});