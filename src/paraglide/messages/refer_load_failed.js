/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Load_FailedInputs */

const en_refer_load_failed = /** @type {(inputs: Refer_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch referral details`)
};

const hi_refer_load_failed = /** @type {(inputs: Refer_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल की जानकारी नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch referral details" |
*
* @param {Refer_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_load_failed = /** @type {((inputs?: Refer_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_load_failed(inputs)
	return en_refer_load_failed(inputs)
});