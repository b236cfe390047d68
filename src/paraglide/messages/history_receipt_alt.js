/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_AltInputs */

const en_history_receipt_alt = /** @type {(inputs: History_Receipt_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment receipt`)
};

const hi_history_receipt_alt = /** @type {(inputs: History_Receipt_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान की रसीद`)
};

/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {History_Receipt_AltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_alt = /** @type {((inputs?: History_Receipt_AltInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_AltInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_alt(inputs)
	return en_history_receipt_alt(inputs)
});