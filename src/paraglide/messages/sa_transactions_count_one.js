/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Count_OneInputs */

const en_sa_transactions_count_one = /** @type {(inputs: Sa_Transactions_Count_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 purchase`)
};

const hi_sa_transactions_count_one = /** @type {(inputs: Sa_Transactions_Count_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 खरीद`)
};

/**
* | output |
* | --- |
* | "1 purchase" |
*
* @param {Sa_Transactions_Count_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count_one = /** @type {((inputs?: Sa_Transactions_Count_OneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Count_OneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_count_one(inputs)
	return en_sa_transactions_count_one(inputs)
});