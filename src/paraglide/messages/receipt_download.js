/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_DownloadInputs */

const en_receipt_download = /** @type {(inputs: Receipt_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download receipt`)
};

const hi_receipt_download = /** @type {(inputs: Receipt_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद डाउनलोड करें`)
};

/**
* | output |
* | --- |
* | "Download receipt" |
*
* @param {Receipt_DownloadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download = /** @type {((inputs?: Receipt_DownloadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DownloadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_receipt_download(inputs)
	return en_receipt_download(inputs)
});