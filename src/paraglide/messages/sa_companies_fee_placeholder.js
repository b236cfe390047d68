/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Fee_PlaceholderInputs */

const en_sa_companies_fee_placeholder = /** @type {(inputs: Sa_Companies_Fee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 2`)
};

const hi_sa_companies_fee_placeholder = /** @type {(inputs: Sa_Companies_Fee_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जैसे 2`)
};

/**
* | output |
* | --- |
* | "e.g. 2" |
*
* @param {Sa_Companies_Fee_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_fee_placeholder = /** @type {((inputs?: Sa_Companies_Fee_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Fee_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_fee_placeholder(inputs)
	return en_sa_companies_fee_placeholder(inputs)
});