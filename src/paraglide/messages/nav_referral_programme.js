/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Referral_ProgrammeInputs */

const en_nav_referral_programme = /** @type {(inputs: Nav_Referral_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Programme`)
};

const hi_nav_referral_programme = /** @type {(inputs: Nav_Referral_ProgrammeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम`)
};

/**
* | output |
* | --- |
* | "Referral Programme" |
*
* @param {Nav_Referral_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_referral_programme = /** @type {((inputs?: Nav_Referral_ProgrammeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Referral_ProgrammeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_referral_programme(inputs)
	return en_nav_referral_programme(inputs)
});