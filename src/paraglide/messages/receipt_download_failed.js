/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Download_FailedInputs */

const en_receipt_download_failed = /** @type {(inputs: Receipt_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not download the receipt`)
};

const hi_receipt_download_failed = /** @type {(inputs: Receipt_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद डाउनलोड नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Could not download the receipt" |
*
* @param {Receipt_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download_failed = /** @type {((inputs?: Receipt_Download_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Download_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_receipt_download_failed(inputs)
	return en_receipt_download_failed(inputs)
});