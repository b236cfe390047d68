/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_InvestedInputs */

const en_dash_invested = /** @type {(inputs: Dash_InvestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INR invested`)
};

const hi_dash_invested = /** @type {(inputs: Dash_InvestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल निवेश (INR)`)
};

/**
* | output |
* | --- |
* | "INR invested" |
*
* @param {Dash_InvestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_invested = /** @type {((inputs?: Dash_InvestedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_InvestedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_invested(inputs)
	return en_dash_invested(inputs)
});