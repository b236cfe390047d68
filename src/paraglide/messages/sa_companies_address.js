/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_AddressInputs */

const en_sa_companies_address = /** @type {(inputs: Sa_Companies_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const hi_sa_companies_address = /** @type {(inputs: Sa_Companies_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पता`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Sa_Companies_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_address = /** @type {((inputs?: Sa_Companies_AddressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_AddressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_address(inputs)
	return en_sa_companies_address(inputs)
});