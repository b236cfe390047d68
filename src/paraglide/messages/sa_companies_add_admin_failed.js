/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Add_Admin_FailedInputs */

const en_sa_companies_add_admin_failed = /** @type {(inputs: Sa_Companies_Add_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add admin`)
};

const hi_sa_companies_add_admin_failed = /** @type {(inputs: Sa_Companies_Add_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन नहीं जोड़ा जा सका`)
};

/**
* | output |
* | --- |
* | "Failed to add admin" |
*
* @param {Sa_Companies_Add_Admin_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_failed = /** @type {((inputs?: Sa_Companies_Add_Admin_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_Admin_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_admin_failed(inputs)
	return en_sa_companies_add_admin_failed(inputs)
});