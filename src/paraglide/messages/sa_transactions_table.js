/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_TableInputs */

const en_sa_transactions_table = /** @type {(inputs: Sa_Transactions_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transactions`)
};

const hi_sa_transactions_table = /** @type {(inputs: Sa_Transactions_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन`)
};

/**
* | output |
* | --- |
* | "Transactions" |
*
* @param {Sa_Transactions_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_table = /** @type {((inputs?: Sa_Transactions_TableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_TableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_table(inputs)
	return en_sa_transactions_table(inputs)
});