/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Reject_SelectedInputs */

const en_bulk_reject_selected = /** @type {(inputs: Bulk_Reject_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject selected`)
};

const hi_bulk_reject_selected = /** @type {(inputs: Bulk_Reject_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई अस्वीकार करें`)
};

/**
* | output |
* | --- |
* | "Reject selected" |
*
* @param {Bulk_Reject_SelectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_reject_selected = /** @type {((inputs?: Bulk_Reject_SelectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Reject_SelectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_reject_selected(inputs)
	return en_bulk_reject_selected(inputs)
});