/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Public_Cell_SupplyInputs */

const en_chart_public_cell_supply = /** @type {(inputs: Chart_Public_Cell_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public Cell Supply`)
};

const hi_chart_public_cell_supply = /** @type {(inputs: Chart_Public_Cell_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पब्लिक सेल सप्लाई`)
};

/**
* | output |
* | --- |
* | "Public Cell Supply" |
*
* @param {Chart_Public_Cell_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_public_cell_supply = /** @type {((inputs?: Chart_Public_Cell_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Public_Cell_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_public_cell_supply(inputs)
	return en_chart_public_cell_supply(inputs)
});