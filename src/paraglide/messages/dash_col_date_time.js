/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_Date_TimeInputs */

const en_dash_col_date_time = /** @type {(inputs: Dash_Col_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date & Time`)
};

const hi_dash_col_date_time = /** @type {(inputs: Dash_Col_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख और समय`)
};

/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Dash_Col_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_date_time = /** @type {((inputs?: Dash_Col_Date_TimeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Date_TimeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_date_time(inputs)
	return en_dash_col_date_time(inputs)
});