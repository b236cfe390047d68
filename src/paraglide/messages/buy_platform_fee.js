/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Platform_FeeInputs */

const en_buy_platform_fee = /** @type {(inputs: Buy_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform fee`)
};

const hi_buy_platform_fee = /** @type {(inputs: Buy_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क`)
};

/**
* | output |
* | --- |
* | "Platform fee" |
*
* @param {Buy_Platform_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_platform_fee = /** @type {((inputs?: Buy_Platform_FeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platform_FeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_platform_fee(inputs)
	return en_buy_platform_fee(inputs)
});