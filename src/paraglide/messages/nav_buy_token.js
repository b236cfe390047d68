/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Buy_TokenInputs */

const en_nav_buy_token = /** @type {(inputs: Nav_Buy_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy Token`)
};

const hi_nav_buy_token = /** @type {(inputs: Nav_Buy_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन खरीदें`)
};

/**
* | output |
* | --- |
* | "Buy Token" |
*
* @param {Nav_Buy_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_buy_token = /** @type {((inputs?: Nav_Buy_TokenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Buy_TokenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_buy_token(inputs)
	return en_nav_buy_token(inputs)
});