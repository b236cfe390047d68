/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Sa_Companies_Add_Admin_ToInputs */

const en_sa_companies_add_admin_to = /** @type {(inputs: Sa_Companies_Add_Admin_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add admin to ${i?.company}`)
};

const hi_sa_companies_add_admin_to = /** @type {(inputs: Sa_Companies_Add_Admin_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} में एडमिन जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add admin to {company}" |
*
* @param {Sa_Companies_Add_Admin_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_to = /** @type {((inputs: Sa_Companies_Add_Admin_ToInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_Admin_ToInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_admin_to(inputs)
	return en_sa_companies_add_admin_to(inputs)
});