/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sa_Transactions_CountInputs */

const en_sa_transactions_count = /** @type {(inputs: Sa_Transactions_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} purchases`)
};

const hi_sa_transactions_count = /** @type {(inputs: Sa_Transactions_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} खरीद`)
};

/**
* | output |
* | --- |
* | "{count} purchases" |
*
* @param {Sa_Transactions_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count = /** @type {((inputs: Sa_Transactions_CountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_CountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_count(inputs)
	return en_sa_transactions_count(inputs)
});