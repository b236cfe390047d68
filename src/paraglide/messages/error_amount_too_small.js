/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Error_Amount_Too_SmallInputs */

const en_error_amount_too_small = /** @type {(inputs: Error_Amount_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The amount is too small to buy one token at ₹${i?.price}.`)
};

const hi_error_amount_too_small = /** @type {(inputs: Error_Amount_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`यह राशि ₹${i?.price} पर एक टोकन खरीदने के लिए बहुत कम है।`)
};

/**
* | output |
* | --- |
* | "The amount is too small to buy one token at ₹{price}." |
*
* @param {Error_Amount_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_amount_too_small = /** @type {((inputs: Error_Amount_Too_SmallInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Amount_Too_SmallInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_amount_too_small(inputs)
	return en_error_amount_too_small(inputs)
});