/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Add_FailedInputs */

const en_sa_companies_add_failed = /** @type {(inputs: Sa_Companies_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add company`)
};

const hi_sa_companies_add_failed = /** @type {(inputs: Sa_Companies_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी नहीं जोड़ी जा सकी`)
};

/**
* | output |
* | --- |
* | "Failed to add company" |
*
* @param {Sa_Companies_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_failed = /** @type {((inputs?: Sa_Companies_Add_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_failed(inputs)
	return en_sa_companies_add_failed(inputs)
});