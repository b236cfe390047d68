/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Purchase_RequestInputs */

const en_nav_purchase_request = /** @type {(inputs: Nav_Purchase_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase Request`)
};

const hi_nav_purchase_request = /** @type {(inputs: Nav_Purchase_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद अनुरोध`)
};

/**
* | output |
* | --- |
* | "Purchase Request" |
*
* @param {Nav_Purchase_RequestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_purchase_request = /** @type {((inputs?: Nav_Purchase_RequestInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Purchase_RequestInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_purchase_request(inputs)
	return en_nav_purchase_request(inputs)
});