/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Purchase_Id_ReusedInputs */

const en_error_purchase_id_reused = /** @type {(inputs: Error_Purchase_Id_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order was already submitted with different details. Please start a new purchase.`)
};

const hi_error_purchase_id_reused = /** @type {(inputs: Error_Purchase_Id_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ऑर्डर पहले ही अलग जानकारी के साथ सबमिट हो चुका है। कृपया नई खरीद शुरू करें।`)
};

/**
* | output |
* | --- |
* | "This order was already submitted with different details. Please start a new purchase." |
*
* @param {Error_Purchase_Id_ReusedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_purchase_id_reused = /** @type {((inputs?: Error_Purchase_Id_ReusedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Purchase_Id_ReusedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_purchase_id_reused(inputs)
	return en_error_purchase_id_reused(inputs)
});