/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ decided: NonNullable<unknown>, already: NonNullable<unknown>, missing: NonNullable<unknown> }} Bulk_Summary_RejectedInputs */

const en_bulk_summary_rejected = /** @type {(inputs: Bulk_Summary_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejected: ${i?.decided} · Already decided: ${i?.already} · Not found: ${i?.missing}`)
};

const hi_bulk_summary_rejected = /** @type {(inputs: Bulk_Summary_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अस्वीकार: ${i?.decided} · पहले ही तय: ${i?.already} · नहीं मिलीं: ${i?.missing}`)
};

/**
* | output |
* | --- |
* | "Rejected: {decided} · Already decided: {already} · Not found: {missing}" |
*
* @param {Bulk_Summary_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_rejected = /** @type {((inputs: Bulk_Summary_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Summary_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_summary_rejected(inputs)
	return en_bulk_summary_rejected(inputs)
});