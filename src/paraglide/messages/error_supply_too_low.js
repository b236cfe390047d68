/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remaining: NonNullable<unknown> }} Error_Supply_Too_LowInputs */

const en_error_supply_too_low = /** @type {(inputs: Error_Supply_Too_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.remaining} tokens remain for sale. Please enter a smaller amount.`)
};

const hi_error_supply_too_low = /** @type {(inputs: Error_Supply_Too_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बिक्री के लिए सिर्फ़ ${i?.remaining} टोकन बचे हैं। कृपया कम राशि डालें।`)
};

/**
* | output |
* | --- |
* | "Only {remaining} tokens remain for sale. Please enter a smaller amount." |
*
* @param {Error_Supply_Too_LowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_supply_too_low = /** @type {((inputs: Error_Supply_Too_LowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Supply_Too_LowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_supply_too_low(inputs)
	return en_error_supply_too_low(inputs)
});