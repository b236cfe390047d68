/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Table_LabelInputs */

const en_history_table_label = /** @type {(inputs: History_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment history`)
};

const hi_history_table_label = /** @type {(inputs: History_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान इतिहास`)
};

/**
* | output |
* | --- |
* | "Payment history" |
*
* @param {History_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_table_label = /** @type {((inputs?: History_Table_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Table_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_table_label(inputs)
	return en_history_table_label(inputs)
});