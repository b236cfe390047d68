/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Dash_PurchasesInputs */

const en_sa_dash_purchases = /** @type {(inputs: Sa_Dash_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases`)
};

const hi_sa_dash_purchases = /** @type {(inputs: Sa_Dash_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद`)
};

/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Sa_Dash_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_dash_purchases = /** @type {((inputs?: Sa_Dash_PurchasesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Dash_PurchasesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_dash_purchases(inputs)
	return en_sa_dash_purchases(inputs)
});