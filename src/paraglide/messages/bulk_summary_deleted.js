/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bulk_Summary_DeletedInputs */

const en_bulk_summary_deleted = /** @type {(inputs: Bulk_Summary_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not approved, member's account deleted: ${i?.count}`)
};

const hi_bulk_summary_deleted = /** @type {(inputs: Bulk_Summary_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सदस्य का खाता हट जाने से मंज़ूर नहीं हुईं: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Not approved, member's account deleted: {count}" |
*
* @param {Bulk_Summary_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_deleted = /** @type {((inputs: Bulk_Summary_DeletedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Summary_DeletedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_summary_deleted(inputs)
	return en_bulk_summary_deleted(inputs)
});