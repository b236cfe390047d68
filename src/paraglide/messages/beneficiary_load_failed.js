/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Load_FailedInputs */

const en_beneficiary_load_failed = /** @type {(inputs: Beneficiary_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The receiving details could not be loaded.`)
};

const hi_beneficiary_load_failed = /** @type {(inputs: Beneficiary_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान पाने वाले खाते की जानकारी लोड नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "The receiving details could not be loaded." |
*
* @param {Beneficiary_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_load_failed = /** @type {((inputs?: Beneficiary_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_load_failed(inputs)
	return en_beneficiary_load_failed(inputs)
});