/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Holder_PlaceholderInputs */

const en_beneficiary_holder_placeholder = /** @type {(inputs: Beneficiary_Holder_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Pvt Ltd`)
};

const hi_beneficiary_holder_placeholder = /** @type {(inputs: Beneficiary_Holder_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी प्रा. लि.`)
};

/**
* | output |
* | --- |
* | "Company Pvt Ltd" |
*
* @param {Beneficiary_Holder_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_placeholder = /** @type {((inputs?: Beneficiary_Holder_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Holder_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_holder_placeholder(inputs)
	return en_beneficiary_holder_placeholder(inputs)
});