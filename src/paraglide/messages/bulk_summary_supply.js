/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bulk_Summary_SupplyInputs */

const en_bulk_summary_supply = /** @type {(inputs: Bulk_Summary_SupplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not approved, not enough supply left: ${i?.count}`)
};

const hi_bulk_summary_supply = /** @type {(inputs: Bulk_Summary_SupplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सप्लाई कम होने से मंज़ूर नहीं हुईं: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Not approved, not enough supply left: {count}" |
*
* @param {Bulk_Summary_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_supply = /** @type {((inputs: Bulk_Summary_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Summary_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_summary_supply(inputs)
	return en_bulk_summary_supply(inputs)
});