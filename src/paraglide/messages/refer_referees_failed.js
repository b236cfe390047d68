/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Referees_FailedInputs */

const en_refer_referees_failed = /** @type {(inputs: Refer_Referees_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your referrals`)
};

const hi_refer_referees_failed = /** @type {(inputs: Refer_Referees_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रेफ़रल की जानकारी नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your referrals" |
*
* @param {Refer_Referees_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_referees_failed = /** @type {((inputs?: Refer_Referees_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Referees_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_referees_failed(inputs)
	return en_refer_referees_failed(inputs)
});