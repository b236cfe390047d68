/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Remaining_Private_SupplyInputs */

const en_chart_remaining_private_supply = /** @type {(inputs: Chart_Remaining_Private_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remaining Private Supply`)
};

const hi_chart_remaining_private_supply = /** @type {(inputs: Chart_Remaining_Private_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बची हुई प्राइवेट सप्लाई`)
};

/**
* | output |
* | --- |
* | "Remaining Private Supply" |
*
* @param {Chart_Remaining_Private_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_remaining_private_supply = /** @type {((inputs?: Chart_Remaining_Private_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Remaining_Private_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_remaining_private_supply(inputs)
	return en_chart_remaining_private_supply(inputs)
});