/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Count_CappedInputs */

const en_sa_transactions_count_capped = /** @type {(inputs: Sa_Transactions_Count_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1,000+ purchases`)
};

const hi_sa_transactions_count_capped = /** @type {(inputs: Sa_Transactions_Count_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1,000+ खरीद`)
};

/**
* | output |
* | --- |
* | "1,000+ purchases" |
*
* @param {Sa_Transactions_Count_CappedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count_capped = /** @type {((inputs?: Sa_Transactions_Count_CappedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Count_CappedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_count_capped(inputs)
	return en_sa_transactions_count_capped(inputs)
});