/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Private_SupplyInputs */

const en_chart_private_supply = /** @type {(inputs: Chart_Private_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private Supply`)
};

const hi_chart_private_supply = /** @type {(inputs: Chart_Private_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेट सप्लाई`)
};

/**
* | output |
* | --- |
* | "Private Supply" |
*
* @param {Chart_Private_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_private_supply = /** @type {((inputs?: Chart_Private_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Private_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_private_supply(inputs)
	return en_chart_private_supply(inputs)
});