/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Total_SupplyInputs */

const en_activity_field_total_supply = /** @type {(inputs: Activity_Field_Total_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total supply`)
};

const hi_activity_field_total_supply = /** @type {(inputs: Activity_Field_Total_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल आपूर्ति`)
};

/**
* | output |
* | --- |
* | "Total supply" |
*
* @param {Activity_Field_Total_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_total_supply = /** @type {((inputs?: Activity_Field_Total_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Total_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_total_supply(inputs)
	return en_activity_field_total_supply(inputs)
});