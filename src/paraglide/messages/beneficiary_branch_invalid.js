/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Branch_InvalidInputs */

const en_beneficiary_branch_invalid = /** @type {(inputs: Beneficiary_Branch_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch name must be at most 100 characters`)
};

const hi_beneficiary_branch_invalid = /** @type {(inputs: Beneficiary_Branch_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्रांच के नाम में ज़्यादा से ज़्यादा 100 कैरेक्टर हो सकते हैं`)
};

/**
* | output |
* | --- |
* | "Branch name must be at most 100 characters" |
*
* @param {Beneficiary_Branch_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_branch_invalid = /** @type {((inputs?: Beneficiary_Branch_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Branch_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_branch_invalid(inputs)
	return en_beneficiary_branch_invalid(inputs)
});