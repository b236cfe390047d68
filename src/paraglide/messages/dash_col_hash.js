/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_HashInputs */

const en_dash_col_hash = /** @type {(inputs: Dash_Col_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction Hash`)
};

const hi_dash_col_hash = /** @type {(inputs: Dash_Col_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन हैश`)
};

/**
* | output |
* | --- |
* | "Transaction Hash" |
*
* @param {Dash_Col_HashInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_hash = /** @type {((inputs?: Dash_Col_HashInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_HashInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_hash(inputs)
	return en_dash_col_hash(inputs)
});