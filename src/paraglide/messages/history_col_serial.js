/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Col_SerialInputs */

const en_history_col_serial = /** @type {(inputs: History_Col_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SL.No.`)
};

const hi_history_col_serial = /** @type {(inputs: History_Col_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्र.सं.`)
};

/**
* | output |
* | --- |
* | "SL.No." |
*
* @param {History_Col_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_serial = /** @type {((inputs?: History_Col_SerialInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Col_SerialInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_col_serial(inputs)
	return en_history_col_serial(inputs)
});