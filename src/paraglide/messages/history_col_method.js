/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Col_MethodInputs */

const en_history_col_method = /** @type {(inputs: History_Col_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Method`)
};

const hi_history_col_method = /** @type {(inputs: History_Col_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान का तरीका`)
};

/**
* | output |
* | --- |
* | "Payment Method" |
*
* @param {History_Col_MethodInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_method = /** @type {((inputs?: History_Col_MethodInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Col_MethodInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_col_method(inputs)
	return en_history_col_method(inputs)
});