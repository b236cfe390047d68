/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Transaction_ManageInputs */

const en_nav_transaction_manage = /** @type {(inputs: Nav_Transaction_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction Manage`)
};

const hi_nav_transaction_manage = /** @type {(inputs: Nav_Transaction_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Transaction Manage" |
*
* @param {Nav_Transaction_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_transaction_manage = /** @type {((inputs?: Nav_Transaction_ManageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Transaction_ManageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_transaction_manage(inputs)
	return en_nav_transaction_manage(inputs)
});