/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Approve_TitleInputs */

const en_bulk_approve_title = /** @type {(inputs: Bulk_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve Selected Purchases`)
};

const hi_bulk_approve_title = /** @type {(inputs: Bulk_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद मंज़ूर करें`)
};

/**
* | output |
* | --- |
* | "Approve Selected Purchases" |
*
* @param {Bulk_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_approve_title = /** @type {((inputs?: Bulk_Approve_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Approve_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_approve_title(inputs)
	return en_bulk_approve_title(inputs)
});