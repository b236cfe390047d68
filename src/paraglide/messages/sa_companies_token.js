/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_TokenInputs */

const en_sa_companies_token = /** @type {(inputs: Sa_Companies_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token`)
};

const hi_sa_companies_token = /** @type {(inputs: Sa_Companies_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन`)
};

/**
* | output |
* | --- |
* | "Token" |
*
* @param {Sa_Companies_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_token = /** @type {((inputs?: Sa_Companies_TokenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_TokenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_token(inputs)
	return en_sa_companies_token(inputs)
});