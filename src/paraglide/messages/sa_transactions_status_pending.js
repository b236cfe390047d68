/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Status_PendingInputs */

const en_sa_transactions_status_pending = /** @type {(inputs: Sa_Transactions_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const hi_sa_transactions_status_pending = /** @type {(inputs: Sa_Transactions_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लंबित`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Sa_Transactions_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_status_pending = /** @type {((inputs?: Sa_Transactions_Status_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Status_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_status_pending(inputs)
	return en_sa_transactions_status_pending(inputs)
});