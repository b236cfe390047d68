/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} History_ErrorInputs */

const en_history_error = /** @type {(inputs: History_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error fetching data: ${i?.message}`)
};

const hi_history_error = /** @type {(inputs: History_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`डेटा नहीं मिल सका: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Error fetching data: {message}" |
*
* @param {History_ErrorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_error = /** @type {((inputs: History_ErrorInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_ErrorInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_error(inputs)
	return en_history_error(inputs)
});