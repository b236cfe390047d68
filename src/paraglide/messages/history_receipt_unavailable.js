/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_UnavailableInputs */

const en_history_receipt_unavailable = /** @type {(inputs: History_Receipt_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The receipt cannot be shown here.`)
};

const hi_history_receipt_unavailable = /** @type {(inputs: History_Receipt_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद यहाँ नहीं दिखाई जा सकती।`)
};

/**
* | output |
* | --- |
* | "The receipt cannot be shown here." |
*
* @param {History_Receipt_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_unavailable = /** @type {((inputs?: History_Receipt_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_unavailable(inputs)
	return en_history_receipt_unavailable(inputs)
});