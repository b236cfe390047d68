/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Referral_TitleInputs */

const en_chart_referral_title = /** @type {(inputs: Chart_Referral_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Supply`)
};

const hi_chart_referral_title = /** @type {(inputs: Chart_Referral_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सप्लाई`)
};

/**
* | output |
* | --- |
* | "Referral Supply" |
*
* @param {Chart_Referral_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_referral_title = /** @type {((inputs?: Chart_Referral_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Referral_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_referral_title(inputs)
	return en_chart_referral_title(inputs)
});