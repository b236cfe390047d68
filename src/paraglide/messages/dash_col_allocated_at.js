/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_Allocated_AtInputs */

const en_dash_col_allocated_at = /** @type {(inputs: Dash_Col_Allocated_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date & time`)
};

const hi_dash_col_allocated_at = /** @type {(inputs: Dash_Col_Allocated_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख और समय`)
};

/**
* | output |
* | --- |
* | "Date & time" |
*
* @param {Dash_Col_Allocated_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_allocated_at = /** @type {((inputs?: Dash_Col_Allocated_AtInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Allocated_AtInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_allocated_at(inputs)
	return en_dash_col_allocated_at(inputs)
});