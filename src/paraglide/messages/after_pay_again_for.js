/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} After_Pay_Again_ForInputs */

const en_after_pay_again_for = /** @type {(inputs: After_Pay_Again_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay again for ${i?.id}`)
};

const hi_after_pay_again_for = /** @type {(inputs: After_Pay_Again_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} के लिए फिर से भुगतान करें`)
};

/**
* | output |
* | --- |
* | "Pay again for {id}" |
*
* @param {After_Pay_Again_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_pay_again_for = /** @type {((inputs: After_Pay_Again_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Pay_Again_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_pay_again_for(inputs)
	return en_after_pay_again_for(inputs)
});