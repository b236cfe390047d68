/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Pay_CopiedInputs */

const en_pay_copied = /** @type {(inputs: Pay_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} copied to clipboard!`)
};

const hi_pay_copied = /** @type {(inputs: Pay_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} क्लिपबोर्ड पर कॉपी हो गया!`)
};

/**
* | output |
* | --- |
* | "{label} copied to clipboard!" |
*
* @param {Pay_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_copied = /** @type {((inputs: Pay_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_copied(inputs)
	return en_pay_copied(inputs)
});