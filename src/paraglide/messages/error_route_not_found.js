/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, path: NonNullable<unknown> }} Error_Route_Not_FoundInputs */

const en_error_route_not_found = /** @type {(inputs: Error_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Route ${i?.method} ${i?.path} not found`)
};

const hi_error_route_not_found = /** @type {(inputs: Error_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`रूट ${i?.method} ${i?.path} नहीं मिला`)
};

/**
* | output |
* | --- |
* | "Route {method} {path} not found" |
*
* @param {Error_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_route_not_found = /** @type {((inputs: Error_Route_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Route_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_route_not_found(inputs)
	return en_error_route_not_found(inputs)
});