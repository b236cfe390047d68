/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_BranchInputs */

const en_pay_branch = /** @type {(inputs: Pay_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const hi_pay_branch = /** @type {(inputs: Pay_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शाखा`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Pay_BranchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_branch = /** @type {((inputs?: Pay_BranchInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_BranchInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_branch(inputs)
	return en_pay_branch(inputs)
});