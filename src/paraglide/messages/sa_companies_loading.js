/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_LoadingInputs */

const en_sa_companies_loading = /** @type {(inputs: Sa_Companies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading companies...`)
};

const hi_sa_companies_loading = /** @type {(inputs: Sa_Companies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियाँ लोड हो रही हैं...`)
};

/**
* | output |
* | --- |
* | "Loading companies..." |
*
* @param {Sa_Companies_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_loading = /** @type {((inputs?: Sa_Companies_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_loading(inputs)
	return en_sa_companies_loading(inputs)
});