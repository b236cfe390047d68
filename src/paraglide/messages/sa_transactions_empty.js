/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_EmptyInputs */

const en_sa_transactions_empty = /** @type {(inputs: Sa_Transactions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No purchases found.`)
};

const hi_sa_transactions_empty = /** @type {(inputs: Sa_Transactions_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई खरीद नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "No purchases found." |
*
* @param {Sa_Transactions_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_empty = /** @type {((inputs?: Sa_Transactions_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_empty(inputs)
	return en_sa_transactions_empty(inputs)
});