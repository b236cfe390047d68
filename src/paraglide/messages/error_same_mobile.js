/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Same_MobileInputs */

const en_error_same_mobile = /** @type {(inputs: Error_Same_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your mobile number.`)
};

const hi_error_same_mobile = /** @type {(inputs: Error_Same_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पहले से आपका मोबाइल नंबर है।`)
};

/**
* | output |
* | --- |
* | "This is already your mobile number." |
*
* @param {Error_Same_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_same_mobile = /** @type {((inputs?: Error_Same_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Same_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_same_mobile(inputs)
	return en_error_same_mobile(inputs)
});