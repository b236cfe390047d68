/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_HeadingInputs */

const en_sa_companies_heading = /** @type {(inputs: Sa_Companies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Company`)
};

const hi_sa_companies_heading = /** @type {(inputs: Sa_Companies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Manage Company" |
*
* @param {Sa_Companies_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_heading = /** @type {((inputs?: Sa_Companies_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_heading(inputs)
	return en_sa_companies_heading(inputs)
});