/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Remaining_SupplyInputs */

const en_buy_remaining_supply = /** @type {(inputs: Buy_Remaining_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available remaining private supply`)
};

const hi_buy_remaining_supply = /** @type {(inputs: Buy_Remaining_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बची हुई उपलब्ध प्राइवेट सप्लाई`)
};

/**
* | output |
* | --- |
* | "Available remaining private supply" |
*
* @param {Buy_Remaining_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_remaining_supply = /** @type {((inputs?: Buy_Remaining_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Remaining_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_remaining_supply(inputs)
	return en_buy_remaining_supply(inputs)
});