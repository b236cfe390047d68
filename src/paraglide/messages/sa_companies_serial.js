/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_SerialInputs */

const en_sa_companies_serial = /** @type {(inputs: Sa_Companies_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sl.No`)
};

const hi_sa_companies_serial = /** @type {(inputs: Sa_Companies_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्र.सं.`)
};

/**
* | output |
* | --- |
* | "Sl.No" |
*
* @param {Sa_Companies_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_serial = /** @type {((inputs?: Sa_Companies_SerialInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_SerialInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_serial(inputs)
	return en_sa_companies_serial(inputs)
});