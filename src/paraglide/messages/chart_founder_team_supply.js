/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Founder_Team_SupplyInputs */

const en_chart_founder_team_supply = /** @type {(inputs: Chart_Founder_Team_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Founder Team Supply`)
};

const hi_chart_founder_team_supply = /** @type {(inputs: Chart_Founder_Team_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाउंडर टीम सप्लाई`)
};

/**
* | output |
* | --- |
* | "Founder Team Supply" |
*
* @param {Chart_Founder_Team_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_founder_team_supply = /** @type {((inputs?: Chart_Founder_Team_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Founder_Team_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_founder_team_supply(inputs)
	return en_chart_founder_team_supply(inputs)
});