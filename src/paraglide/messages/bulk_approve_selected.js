/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Approve_SelectedInputs */

const en_bulk_approve_selected = /** @type {(inputs: Bulk_Approve_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve selected`)
};

const hi_bulk_approve_selected = /** @type {(inputs: Bulk_Approve_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई मंज़ूर करें`)
};

/**
* | output |
* | --- |
* | "Approve selected" |
*
* @param {Bulk_Approve_SelectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_approve_selected = /** @type {((inputs?: Bulk_Approve_SelectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Approve_SelectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_approve_selected(inputs)
	return en_bulk_approve_selected(inputs)
});