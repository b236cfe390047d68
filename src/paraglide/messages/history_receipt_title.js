/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Receipt_TitleInputs */

const en_history_receipt_title = /** @type {(inputs: History_Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Payment Receipt`)
};

const hi_history_receipt_title = /** @type {(inputs: History_Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान की रसीद`)
};

/**
* | output |
* | --- |
* | "View Payment Receipt" |
*
* @param {History_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_receipt_title = /** @type {((inputs?: History_Receipt_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Receipt_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_receipt_title(inputs)
	return en_history_receipt_title(inputs)
});