/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Receipt_Download_ForInputs */

const en_receipt_download_for = /** @type {(inputs: Receipt_Download_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download receipt for ${i?.id}`)
};

const hi_receipt_download_for = /** @type {(inputs: Receipt_Download_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} की रसीद डाउनलोड करें`)
};

/**
* | output |
* | --- |
* | "Download receipt for {id}" |
*
* @param {Receipt_Download_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_download_for = /** @type {((inputs: Receipt_Download_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Download_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_receipt_download_for(inputs)
	return en_receipt_download_for(inputs)
});