/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ decided: NonNullable<unknown>, already: NonNullable<unknown>, missing: NonNullable<unknown> }} Bulk_Summary_ApprovedInputs */

const en_bulk_summary_approved = /** @type {(inputs: Bulk_Summary_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approved: ${i?.decided} · Already decided: ${i?.already} · Not found: ${i?.missing}`)
};

const hi_bulk_summary_approved = /** @type {(inputs: Bulk_Summary_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मंज़ूर: ${i?.decided} · पहले ही तय: ${i?.already} · नहीं मिलीं: ${i?.missing}`)
};

/**
* | output |
* | --- |
* | "Approved: {decided} · Already decided: {already} · Not found: {missing}" |
*
* @param {Bulk_Summary_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_approved = /** @type {((inputs: Bulk_Summary_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Summary_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_summary_approved(inputs)
	return en_bulk_summary_approved(inputs)
});