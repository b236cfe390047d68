/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Global_SubInputs */

const en_dash_global_sub = /** @type {(inputs: Dash_Global_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold and rewarded to all members`)
};

const hi_dash_global_sub = /** @type {(inputs: Dash_Global_SubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी सदस्यों को बेचे और इनाम में दिए गए`)
};

/**
* | output |
* | --- |
* | "Sold and rewarded to all members" |
*
* @param {Dash_Global_SubInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_sub = /** @type {((inputs?: Dash_Global_SubInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Global_SubInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_global_sub(inputs)
	return en_dash_global_sub(inputs)
});