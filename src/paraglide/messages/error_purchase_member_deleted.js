/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Purchase_Member_DeletedInputs */

const en_error_purchase_member_deleted = /** @type {(inputs: Error_Purchase_Member_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This purchase's member account has been deleted, so it cannot be approved.`)
};

const hi_error_purchase_member_deleted = /** @type {(inputs: Error_Purchase_Member_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस खरीद के मेंबर का खाता डिलीट हो चुका है, इसलिए इसे मंज़ूरी नहीं दी जा सकती।`)
};

/**
* | output |
* | --- |
* | "This purchase's member account has been deleted, so it cannot be approved." |
*
* @param {Error_Purchase_Member_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_member_deleted = /** @type {((inputs?: Error_Purchase_Member_DeletedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Purchase_Member_DeletedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_purchase_member_deleted(inputs)
	return en_error_purchase_member_deleted(inputs)
});