/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Airdrop_SupplyInputs */

const en_chart_airdrop_supply = /** @type {(inputs: Chart_Airdrop_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airdrop Supply`)
};

const hi_chart_airdrop_supply = /** @type {(inputs: Chart_Airdrop_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एयरड्रॉप सप्लाई`)
};

/**
* | output |
* | --- |
* | "Airdrop Supply" |
*
* @param {Chart_Airdrop_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_airdrop_supply = /** @type {((inputs?: Chart_Airdrop_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Airdrop_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_airdrop_supply(inputs)
	return en_chart_airdrop_supply(inputs)
});