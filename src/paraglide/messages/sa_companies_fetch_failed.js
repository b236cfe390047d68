/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Fetch_FailedInputs */

const en_sa_companies_fetch_failed = /** @type {(inputs: Sa_Companies_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch companies`)
};

const hi_sa_companies_fetch_failed = /** @type {(inputs: Sa_Companies_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियों की सूची नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch companies" |
*
* @param {Sa_Companies_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_fetch_failed = /** @type {((inputs?: Sa_Companies_Fetch_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Fetch_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_fetch_failed(inputs)
	return en_sa_companies_fetch_failed(inputs)
});