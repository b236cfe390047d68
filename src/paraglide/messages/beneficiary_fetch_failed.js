/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Fetch_FailedInputs */

const en_beneficiary_fetch_failed = /** @type {(inputs: Beneficiary_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch beneficiary`)
};

const hi_beneficiary_fetch_failed = /** @type {(inputs: Beneficiary_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी की जानकारी नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch beneficiary" |
*
* @param {Beneficiary_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_fetch_failed = /** @type {((inputs?: Beneficiary_Fetch_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Fetch_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_fetch_failed(inputs)
	return en_beneficiary_fetch_failed(inputs)
});