/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Holder_NameInputs */

const en_pay_holder_name = /** @type {(inputs: Pay_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Holder Name`)
};

const hi_pay_holder_name = /** @type {(inputs: Pay_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक का नाम`)
};

/**
* | output |
* | --- |
* | "Account Holder Name" |
*
* @param {Pay_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_holder_name = /** @type {((inputs?: Pay_Holder_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Holder_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_holder_name(inputs)
	return en_pay_holder_name(inputs)
});