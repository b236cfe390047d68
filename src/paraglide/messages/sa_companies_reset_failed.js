/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Reset_FailedInputs */

const en_sa_companies_reset_failed = /** @type {(inputs: Sa_Companies_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reset two-factor sign-in`)
};

const hi_sa_companies_reset_failed = /** @type {(inputs: Sa_Companies_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन रीसेट नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to reset two-factor sign-in" |
*
* @param {Sa_Companies_Reset_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_reset_failed = /** @type {((inputs?: Sa_Companies_Reset_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Reset_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_reset_failed(inputs)
	return en_sa_companies_reset_failed(inputs)
});