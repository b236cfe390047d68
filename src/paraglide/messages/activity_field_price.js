/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_PriceInputs */

const en_activity_field_price = /** @type {(inputs: Activity_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const hi_activity_field_price = /** @type {(inputs: Activity_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मूल्य`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Activity_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_price = /** @type {((inputs?: Activity_Field_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_price(inputs)
	return en_activity_field_price(inputs)
});