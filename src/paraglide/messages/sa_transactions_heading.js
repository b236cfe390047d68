/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_HeadingInputs */

const en_sa_transactions_heading = /** @type {(inputs: Sa_Transactions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Transaction`)
};

const hi_sa_transactions_heading = /** @type {(inputs: Sa_Transactions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Manage Transaction" |
*
* @param {Sa_Transactions_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_heading = /** @type {((inputs?: Sa_Transactions_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_heading(inputs)
	return en_sa_transactions_heading(inputs)
});