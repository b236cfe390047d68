/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_No_TokenInputs */

const en_buy_no_token = /** @type {(inputs: Buy_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No token selected.`)
};

const hi_buy_no_token = /** @type {(inputs: Buy_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई टोकन नहीं चुना गया है।`)
};

/**
* | output |
* | --- |
* | "No token selected." |
*
* @param {Buy_No_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_no_token = /** @type {((inputs?: Buy_No_TokenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_No_TokenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_no_token(inputs)
	return en_buy_no_token(inputs)
});