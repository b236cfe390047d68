/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_All_StatusesInputs */

const en_sa_transactions_all_statuses = /** @type {(inputs: Sa_Transactions_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Statuses`)
};

const hi_sa_transactions_all_statuses = /** @type {(inputs: Sa_Transactions_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी स्थितियाँ`)
};

/**
* | output |
* | --- |
* | "All Statuses" |
*
* @param {Sa_Transactions_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_all_statuses = /** @type {((inputs?: Sa_Transactions_All_StatusesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_All_StatusesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_all_statuses(inputs)
	return en_sa_transactions_all_statuses(inputs)
});