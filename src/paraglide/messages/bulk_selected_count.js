/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bulk_Selected_CountInputs */

const en_bulk_selected_count = /** @type {(inputs: Bulk_Selected_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selected: ${i?.count}`)
};

const hi_bulk_selected_count = /** @type {(inputs: Bulk_Selected_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`चुनी गईं: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Selected: {count}" |
*
* @param {Bulk_Selected_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_selected_count = /** @type {((inputs: Bulk_Selected_CountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Selected_CountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_selected_count(inputs)
	return en_bulk_selected_count(inputs)
});