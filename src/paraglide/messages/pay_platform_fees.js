/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pay_Platform_FeesInputs */

const en_pay_platform_fees = /** @type {(inputs: Pay_Platform_FeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platform Fees (${i?.percent}%)`)
};

const hi_pay_platform_fees = /** @type {(inputs: Pay_Platform_FeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "Platform Fees ({percent}%)" |
*
* @param {Pay_Platform_FeesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_platform_fees = /** @type {((inputs: Pay_Platform_FeesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Platform_FeesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_platform_fees(inputs)
	return en_pay_platform_fees(inputs)
});