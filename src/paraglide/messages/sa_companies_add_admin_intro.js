/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, symbol: NonNullable<unknown> }} Sa_Companies_Add_Admin_IntroInputs */

const en_sa_companies_add_admin_intro = /** @type {(inputs: Sa_Companies_Add_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new admin for ${i?.company} (${i?.symbol}), signing in at the admin console.`)
};

const hi_sa_companies_add_admin_intro = /** @type {(inputs: Sa_Companies_Add_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} (${i?.symbol}) के लिए नया एडमिन, जो एडमिन कंसोल में साइन इन करेगा।`)
};

/**
* | output |
* | --- |
* | "A new admin for {company} ({symbol}), signing in at the admin console." |
*
* @param {Sa_Companies_Add_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_admin_intro = /** @type {((inputs: Sa_Companies_Add_Admin_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_Admin_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_admin_intro(inputs)
	return en_sa_companies_add_admin_intro(inputs)
});