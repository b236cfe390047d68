/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Dash_CompaniesInputs */

const en_sa_dash_companies = /** @type {(inputs: Sa_Dash_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Companies`)
};

const hi_sa_dash_companies = /** @type {(inputs: Sa_Dash_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियाँ`)
};

/**
* | output |
* | --- |
* | "Companies" |
*
* @param {Sa_Dash_CompaniesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_companies = /** @type {((inputs?: Sa_Dash_CompaniesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Dash_CompaniesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_dash_companies(inputs)
	return en_sa_dash_companies(inputs)
});