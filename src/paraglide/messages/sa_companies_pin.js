/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_PinInputs */

const en_sa_companies_pin = /** @type {(inputs: Sa_Companies_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN`)
};

const hi_sa_companies_pin = /** @type {(inputs: Sa_Companies_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिन`)
};

/**
* | output |
* | --- |
* | "PIN" |
*
* @param {Sa_Companies_PinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_pin = /** @type {((inputs?: Sa_Companies_PinInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_PinInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_pin(inputs)
	return en_sa_companies_pin(inputs)
});