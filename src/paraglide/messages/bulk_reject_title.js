/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Reject_TitleInputs */

const en_bulk_reject_title = /** @type {(inputs: Bulk_Reject_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject Selected Purchases`)
};

const hi_bulk_reject_title = /** @type {(inputs: Bulk_Reject_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद अस्वीकार करें`)
};

/**
* | output |
* | --- |
* | "Reject Selected Purchases" |
*
* @param {Bulk_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_reject_title = /** @type {((inputs?: Bulk_Reject_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Reject_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_reject_title(inputs)
	return en_bulk_reject_title(inputs)
});