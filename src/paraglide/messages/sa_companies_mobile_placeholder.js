/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Mobile_PlaceholderInputs */

const en_sa_companies_mobile_placeholder = /** @type {(inputs: Sa_Companies_Mobile_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10-digit mobile`)
};

const hi_sa_companies_mobile_placeholder = /** @type {(inputs: Sa_Companies_Mobile_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 अंकों का मोबाइल नंबर`)
};

/**
* | output |
* | --- |
* | "10-digit mobile" |
*
* @param {Sa_Companies_Mobile_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_mobile_placeholder = /** @type {((inputs?: Sa_Companies_Mobile_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Mobile_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_mobile_placeholder(inputs)
	return en_sa_companies_mobile_placeholder(inputs)
});