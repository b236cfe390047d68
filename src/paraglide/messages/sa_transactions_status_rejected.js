/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Status_RejectedInputs */

const en_sa_transactions_status_rejected = /** @type {(inputs: Sa_Transactions_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

const hi_sa_transactions_status_rejected = /** @type {(inputs: Sa_Transactions_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अस्वीकृत`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Sa_Transactions_Status_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_status_rejected = /** @type {((inputs?: Sa_Transactions_Status_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Status_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_status_rejected(inputs)
	return en_sa_transactions_status_rejected(inputs)
});