/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_FailedInputs */

const en_twofa_regenerate_failed = /** @type {(inputs: Twofa_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create new recovery codes`)
};

const hi_twofa_regenerate_failed = /** @type {(inputs: Twofa_Regenerate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए रिकवरी कोड नहीं बन सके`)
};

/**
* | output |
* | --- |
* | "Failed to create new recovery codes" |
*
* @param {Twofa_Regenerate_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_failed = /** @type {((inputs?: Twofa_Regenerate_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_regenerate_failed(inputs)
	return en_twofa_regenerate_failed(inputs)
});