/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Your_HoldingsInputs */

const en_dash_your_holdings = /** @type {(inputs: Dash_Your_HoldingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your holdings`)
};

const hi_dash_your_holdings = /** @type {(inputs: Dash_Your_HoldingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी होल्डिंग`)
};

/**
* | output |
* | --- |
* | "Your holdings" |
*
* @param {Dash_Your_HoldingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_your_holdings = /** @type {((inputs?: Dash_Your_HoldingsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Your_HoldingsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_your_holdings(inputs)
	return en_dash_your_holdings(inputs)
});