/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Total_Supply_Not_PositiveInputs */

const en_error_total_supply_not_positive = /** @type {(inputs: Error_Total_Supply_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The total supply must be greater than 0.`)
};

const hi_error_total_supply_not_positive = /** @type {(inputs: Error_Total_Supply_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल सप्लाई 0 से ज़्यादा होनी चाहिए।`)
};

/**
* | output |
* | --- |
* | "The total supply must be greater than 0." |
*
* @param {Error_Total_Supply_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_total_supply_not_positive = /** @type {((inputs?: Error_Total_Supply_Not_PositiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Total_Supply_Not_PositiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_total_supply_not_positive(inputs)
	return en_error_total_supply_not_positive(inputs)
});