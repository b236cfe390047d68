/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Error_Purchase_Already_DecidedInputs */

const en_error_purchase_already_decided = /** @type {(inputs: Error_Purchase_Already_DecidedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This purchase has already been ${i?.status}.`)
};

const hi_error_purchase_already_decided = /** @type {(inputs: Error_Purchase_Already_DecidedInputs) => LocalizedString} */ (i) => {
	if (i?.status === "approved") return /** @type {LocalizedString} */ (`यह खरीद पहले ही मंज़ूर हो चुकी है।`);
	if (i?.status === "rejected") return /** @type {LocalizedString} */ (`यह खरीद पहले ही अस्वीकार हो चुकी है।`);
	return /** @type {LocalizedString} */ (`इस खरीद पर पहले ही फ़ैसला हो चुका है।`)
	
};

/**
* | output |
* | --- |
* | "This purchase has already been {status}." |
*
* @param {Error_Purchase_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_already_decided = /** @type {((inputs: Error_Purchase_Already_DecidedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Purchase_Already_DecidedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_purchase_already_decided(inputs)
	return en_error_purchase_already_decided(inputs)
});