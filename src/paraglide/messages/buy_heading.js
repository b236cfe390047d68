/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_HeadingInputs */

const en_buy_heading = /** @type {(inputs: Buy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy Token`)
};

const hi_buy_heading = /** @type {(inputs: Buy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन खरीदें`)
};

/**
* | output |
* | --- |
* | "Buy Token" |
*
* @param {Buy_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_heading = /** @type {((inputs?: Buy_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_heading(inputs)
	return en_buy_heading(inputs)
});