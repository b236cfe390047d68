/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Branch_NameInputs */

const en_beneficiary_branch_name = /** @type {(inputs: Beneficiary_Branch_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch Name`)
};

const hi_beneficiary_branch_name = /** @type {(inputs: Beneficiary_Branch_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्रांच का नाम`)
};

/**
* | output |
* | --- |
* | "Branch Name" |
*
* @param {Beneficiary_Branch_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_name = /** @type {((inputs?: Beneficiary_Branch_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Branch_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_branch_name(inputs)
	return en_beneficiary_branch_name(inputs)
});