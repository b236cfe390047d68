/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_FailedInputs */

const en_bulk_failed = /** @type {(inputs: Bulk_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The selected purchases could not be decided. Please try again.`)
};

const hi_bulk_failed = /** @type {(inputs: Bulk_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद पर फ़ैसला नहीं हो सका। कृपया फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "The selected purchases could not be decided. Please try again." |
*
* @param {Bulk_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_failed = /** @type {((inputs?: Bulk_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_failed(inputs)
	return en_bulk_failed(inputs)
});