/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_LoadingInputs */

const en_sa_transactions_loading = /** @type {(inputs: Sa_Transactions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

const hi_sa_transactions_loading = /** @type {(inputs: Sa_Transactions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन लोड हो रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Sa_Transactions_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_loading = /** @type {((inputs?: Sa_Transactions_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_loading(inputs)
	return en_sa_transactions_loading(inputs)
});