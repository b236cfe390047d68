/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_PagesInputs */

const en_sa_transactions_pages = /** @type {(inputs: Sa_Transactions_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction pages`)
};

const hi_sa_transactions_pages = /** @type {(inputs: Sa_Transactions_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन सूची के पेज`)
};

/**
* | output |
* | --- |
* | "Transaction pages" |
*
* @param {Sa_Transactions_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_pages = /** @type {((inputs?: Sa_Transactions_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_pages(inputs)
	return en_sa_transactions_pages(inputs)
});