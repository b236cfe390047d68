/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Pay_AgainInputs */

const en_after_pay_again = /** @type {(inputs: After_Pay_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay again`)
};

const hi_after_pay_again = /** @type {(inputs: After_Pay_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से भुगतान करें`)
};

/**
* | output |
* | --- |
* | "Pay again" |
*
* @param {After_Pay_AgainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_pay_again = /** @type {((inputs?: After_Pay_AgainInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Pay_AgainInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_pay_again(inputs)
	return en_after_pay_again(inputs)
});