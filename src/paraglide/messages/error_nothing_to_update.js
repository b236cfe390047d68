/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Nothing_To_UpdateInputs */

const en_error_nothing_to_update = /** @type {(inputs: Error_Nothing_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update.`)
};

const hi_error_nothing_to_update = /** @type {(inputs: Error_Nothing_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपडेट करने के लिए कुछ नहीं है।`)
};

/**
* | output |
* | --- |
* | "Nothing to update." |
*
* @param {Error_Nothing_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_nothing_to_update = /** @type {((inputs?: Error_Nothing_To_UpdateInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Nothing_To_UpdateInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_nothing_to_update(inputs)
	return en_error_nothing_to_update(inputs)
});