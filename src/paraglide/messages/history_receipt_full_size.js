/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_Full_SizeInputs */

const en_history_receipt_full_size = /** @type {(inputs: History_Receipt_Full_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open full size`)
};

const hi_history_receipt_full_size = /** @type {(inputs: History_Receipt_Full_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे आकार में खोलें`)
};

/**
* | output |
* | --- |
* | "Open full size" |
*
* @param {History_Receipt_Full_SizeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_full_size = /** @type {((inputs?: History_Receipt_Full_SizeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_Full_SizeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_full_size(inputs)
	return en_history_receipt_full_size(inputs)
});