/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bulk_Confirm_RejectInputs */

const en_bulk_confirm_reject = /** @type {(inputs: Bulk_Confirm_RejectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reject the selected purchases? Purchases: ${i?.count}. This cannot be undone; each member reads the reason in their history.`)
};

const hi_bulk_confirm_reject = /** @type {(inputs: Bulk_Confirm_RejectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद अस्वीकार करें? खरीद: ${i?.count}। यह फ़ैसला बदला नहीं जा सकता; हर सदस्य अपने इतिहास में कारण पढ़ेगा।`)
};

/**
* | output |
* | --- |
* | "Reject the selected purchases? Purchases: {count}. This cannot be undone; each member reads the reason in their history." |
*
* @param {Bulk_Confirm_RejectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_confirm_reject = /** @type {((inputs: Bulk_Confirm_RejectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Confirm_RejectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_confirm_reject(inputs)
	return en_bulk_confirm_reject(inputs)
});