/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Purchase_ApprovedInputs */

const en_done_purchase_approved = /** @type {(inputs: Done_Purchase_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase approved successfully`)
};

const hi_done_purchase_approved = /** @type {(inputs: Done_Purchase_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद मंज़ूर हो गई`)
};

/**
* | output |
* | --- |
* | "Purchase approved successfully" |
*
* @param {Done_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_purchase_approved = /** @type {((inputs?: Done_Purchase_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Purchase_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_purchase_approved(inputs)
	return en_done_purchase_approved(inputs)
});