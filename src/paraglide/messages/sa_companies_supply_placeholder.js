/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Supply_PlaceholderInputs */

const en_sa_companies_supply_placeholder = /** @type {(inputs: Sa_Companies_Supply_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole tokens`)
};

const hi_sa_companies_supply_placeholder = /** @type {(inputs: Sa_Companies_Supply_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे टोकन में`)
};

/**
* | output |
* | --- |
* | "Whole tokens" |
*
* @param {Sa_Companies_Supply_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_supply_placeholder = /** @type {((inputs?: Sa_Companies_Supply_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Supply_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_supply_placeholder(inputs)
	return en_sa_companies_supply_placeholder(inputs)
});