/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Platform_FeeInputs */

const en_sa_companies_platform_fee = /** @type {(inputs: Sa_Companies_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform Fee (%)`)
};

const hi_sa_companies_platform_fee = /** @type {(inputs: Sa_Companies_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क (%)`)
};

/**
* | output |
* | --- |
* | "Platform Fee (%)" |
*
* @param {Sa_Companies_Platform_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_platform_fee = /** @type {((inputs?: Sa_Companies_Platform_FeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Platform_FeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_platform_fee(inputs)
	return en_sa_companies_platform_fee(inputs)
});