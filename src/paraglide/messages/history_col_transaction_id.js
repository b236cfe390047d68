/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Col_Transaction_IdInputs */

const en_history_col_transaction_id = /** @type {(inputs: History_Col_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction ID`)
};

const hi_history_col_transaction_id = /** @type {(inputs: History_Col_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन ID`)
};

/**
* | output |
* | --- |
* | "Transaction ID" |
*
* @param {History_Col_Transaction_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_transaction_id = /** @type {((inputs?: History_Col_Transaction_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Col_Transaction_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_col_transaction_id(inputs)
	return en_history_col_transaction_id(inputs)
});