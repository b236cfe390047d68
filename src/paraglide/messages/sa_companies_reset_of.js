/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Sa_Companies_Reset_OfInputs */

const en_sa_companies_reset_of = /** @type {(inputs: Sa_Companies_Reset_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset two-factor of an admin of ${i?.company}`)
};

const hi_sa_companies_reset_of = /** @type {(inputs: Sa_Companies_Reset_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} के किसी एडमिन का टू-फ़ैक्टर रीसेट करें`)
};

/**
* | output |
* | --- |
* | "Reset two-factor of an admin of {company}" |
*
* @param {Sa_Companies_Reset_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_reset_of = /** @type {((inputs: Sa_Companies_Reset_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Reset_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_reset_of(inputs)
	return en_sa_companies_reset_of(inputs)
});