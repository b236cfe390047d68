/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Save_FailedInputs */

const en_beneficiary_save_failed = /** @type {(inputs: Beneficiary_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update beneficiary`)
};

const hi_beneficiary_save_failed = /** @type {(inputs: Beneficiary_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी अपडेट नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to update beneficiary" |
*
* @param {Beneficiary_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_save_failed = /** @type {((inputs?: Beneficiary_Save_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Save_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_save_failed(inputs)
	return en_beneficiary_save_failed(inputs)
});