/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} Pay_With_AppInputs */

const en_pay_with_app = /** @type {(inputs: Pay_With_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay with ${i?.app}`)
};

const hi_pay_with_app = /** @type {(inputs: Pay_With_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} से भुगतान करें`)
};

/**
* | output |
* | --- |
* | "Pay with {app}" |
*
* @param {Pay_With_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_with_app = /** @type {((inputs: Pay_With_AppInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_With_AppInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_with_app(inputs)
	return en_pay_with_app(inputs)
});