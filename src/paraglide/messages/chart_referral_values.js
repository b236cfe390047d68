/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Referral_ValuesInputs */

const en_chart_referral_values = /** @type {(inputs: Chart_Referral_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Supply values`)
};

const hi_chart_referral_values = /** @type {(inputs: Chart_Referral_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सप्लाई के आँकड़े`)
};

/**
* | output |
* | --- |
* | "Referral Supply values" |
*
* @param {Chart_Referral_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_referral_values = /** @type {((inputs?: Chart_Referral_ValuesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Referral_ValuesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_referral_values(inputs)
	return en_chart_referral_values(inputs)
});