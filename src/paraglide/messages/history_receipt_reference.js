/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_ReferenceInputs */

const en_history_receipt_reference = /** @type {(inputs: History_Receipt_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR / Reference No.`)
};

const hi_history_receipt_reference = /** @type {(inputs: History_Receipt_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR / रेफ़रेंस नंबर`)
};

/**
* | output |
* | --- |
* | "UTR / Reference No." |
*
* @param {History_Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_reference = /** @type {((inputs?: History_Receipt_ReferenceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_ReferenceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_reference(inputs)
	return en_history_receipt_reference(inputs)
});