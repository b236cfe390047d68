/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_PanInputs */

const en_sa_companies_pan = /** @type {(inputs: Sa_Companies_PanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAN`)
};

const hi_sa_companies_pan = /** @type {(inputs: Sa_Companies_PanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAN`)
};

/**
* | output |
* | --- |
* | "PAN" |
*
* @param {Sa_Companies_PanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_pan = /** @type {((inputs?: Sa_Companies_PanInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_PanInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_pan(inputs)
	return en_sa_companies_pan(inputs)
});