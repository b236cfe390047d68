/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Status_ApprovedInputs */

const en_sa_transactions_status_approved = /** @type {(inputs: Sa_Transactions_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

const hi_sa_transactions_status_approved = /** @type {(inputs: Sa_Transactions_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़ूर`)
};

/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Sa_Transactions_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_status_approved = /** @type {((inputs?: Sa_Transactions_Status_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Status_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_status_approved(inputs)
	return en_sa_transactions_status_approved(inputs)
});