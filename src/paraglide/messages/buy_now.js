/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_NowInputs */

const en_buy_now = /** @type {(inputs: Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BUY NOW`)
};

const hi_buy_now = /** @type {(inputs: Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी खरीदें`)
};

/**
* | output |
* | --- |
* | "BUY NOW" |
*
* @param {Buy_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_now = /** @type {((inputs?: Buy_NowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_NowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_now(inputs)
	return en_buy_now(inputs)
});