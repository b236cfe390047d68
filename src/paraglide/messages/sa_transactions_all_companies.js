/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_All_CompaniesInputs */

const en_sa_transactions_all_companies = /** @type {(inputs: Sa_Transactions_All_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Companies`)
};

const hi_sa_transactions_all_companies = /** @type {(inputs: Sa_Transactions_All_CompaniesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी कंपनियाँ`)
};

/**
* | output |
* | --- |
* | "All Companies" |
*
* @param {Sa_Transactions_All_CompaniesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_all_companies = /** @type {((inputs?: Sa_Transactions_All_CompaniesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_All_CompaniesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_all_companies(inputs)
	return en_sa_transactions_all_companies(inputs)
});