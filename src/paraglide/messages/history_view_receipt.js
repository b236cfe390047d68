/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_View_ReceiptInputs */

const en_history_view_receipt = /** @type {(inputs: History_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View receipt`)
};

const hi_history_view_receipt = /** @type {(inputs: History_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद देखें`)
};

/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {History_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_view_receipt = /** @type {((inputs?: History_View_ReceiptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_View_ReceiptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_view_receipt(inputs)
	return en_history_view_receipt(inputs)
});