/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_Time_LeftInputs */

const en_dash_col_time_left = /** @type {(inputs: Dash_Col_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time Left`)
};

const hi_dash_col_time_left = /** @type {(inputs: Dash_Col_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी समय`)
};

/**
* | output |
* | --- |
* | "Time Left" |
*
* @param {Dash_Col_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_time_left = /** @type {((inputs?: Dash_Col_Time_LeftInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Time_LeftInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_time_left(inputs)
	return en_dash_col_time_left(inputs)
});