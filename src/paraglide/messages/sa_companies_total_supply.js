/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Total_SupplyInputs */

const en_sa_companies_total_supply = /** @type {(inputs: Sa_Companies_Total_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Supply`)
};

const hi_sa_companies_total_supply = /** @type {(inputs: Sa_Companies_Total_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल सप्लाई`)
};

/**
* | output |
* | --- |
* | "Total Supply" |
*
* @param {Sa_Companies_Total_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_total_supply = /** @type {((inputs?: Sa_Companies_Total_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Total_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_total_supply(inputs)
	return en_sa_companies_total_supply(inputs)
});