/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Col_TimeInputs */

const en_history_col_time = /** @type {(inputs: History_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const hi_history_col_time = /** @type {(inputs: History_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समय`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {History_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_time = /** @type {((inputs?: History_Col_TimeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Col_TimeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_col_time(inputs)
	return en_history_col_time(inputs)
});