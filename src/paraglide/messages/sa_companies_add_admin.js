/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Add_AdminInputs */

const en_sa_companies_add_admin = /** @type {(inputs: Sa_Companies_Add_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Admin`)
};

const hi_sa_companies_add_admin = /** @type {(inputs: Sa_Companies_Add_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add Admin" |
*
* @param {Sa_Companies_Add_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin = /** @type {((inputs?: Sa_Companies_Add_AdminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_AdminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_admin(inputs)
	return en_sa_companies_add_admin(inputs)
});