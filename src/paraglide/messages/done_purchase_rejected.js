/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Purchase_RejectedInputs */

const en_done_purchase_rejected = /** @type {(inputs: Done_Purchase_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase rejected successfully`)
};

const hi_done_purchase_rejected = /** @type {(inputs: Done_Purchase_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद अस्वीकार कर दी गई`)
};

/**
* | output |
* | --- |
* | "Purchase rejected successfully" |
*
* @param {Done_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_purchase_rejected = /** @type {((inputs?: Done_Purchase_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Purchase_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_purchase_rejected(inputs)
	return en_done_purchase_rejected(inputs)
});