/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Branch_PlaceholderInputs */

const en_beneficiary_branch_placeholder = /** @type {(inputs: Beneficiary_Branch_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connaught Place, New Delhi`)
};

const hi_beneficiary_branch_placeholder = /** @type {(inputs: Beneficiary_Branch_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कनॉट प्लेस, नई दिल्ली`)
};

/**
* | output |
* | --- |
* | "Connaught Place, New Delhi" |
*
* @param {Beneficiary_Branch_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_placeholder = /** @type {((inputs?: Beneficiary_Branch_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Branch_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_branch_placeholder(inputs)
	return en_beneficiary_branch_placeholder(inputs)
});