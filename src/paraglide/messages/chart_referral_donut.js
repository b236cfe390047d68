/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Referral_DonutInputs */

const en_chart_referral_donut = /** @type {(inputs: Chart_Referral_DonutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Supply doughnut chart`)
};

const hi_chart_referral_donut = /** @type {(inputs: Chart_Referral_DonutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सप्लाई का डोनट चार्ट`)
};

/**
* | output |
* | --- |
* | "Referral Supply doughnut chart" |
*
* @param {Chart_Referral_DonutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_referral_donut = /** @type {((inputs?: Chart_Referral_DonutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Referral_DonutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_referral_donut(inputs)
	return en_chart_referral_donut(inputs)
});