/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Branch_RequiredInputs */

const en_beneficiary_branch_required = /** @type {(inputs: Beneficiary_Branch_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch name is required`)
};

const hi_beneficiary_branch_required = /** @type {(inputs: Beneficiary_Branch_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्रांच का नाम ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Branch name is required" |
*
* @param {Beneficiary_Branch_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_required = /** @type {((inputs?: Beneficiary_Branch_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Branch_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_branch_required(inputs)
	return en_beneficiary_branch_required(inputs)
});