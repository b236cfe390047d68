/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Share_FailedInputs */

const en_refer_share_failed = /** @type {(inputs: Refer_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not open sharing. Please copy the link instead.`)
};

const hi_refer_share_failed = /** @type {(inputs: Refer_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करने का विकल्प नहीं खुल सका। कृपया लिंक कॉपी कर लें।`)
};

/**
* | output |
* | --- |
* | "Could not open sharing. Please copy the link instead." |
*
* @param {Refer_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_failed = /** @type {((inputs?: Refer_Share_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Share_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_share_failed(inputs)
	return en_refer_share_failed(inputs)
});