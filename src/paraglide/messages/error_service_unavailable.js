/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Service_UnavailableInputs */

const en_error_service_unavailable = /** @type {(inputs: Error_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is briefly unavailable. Please try again in a moment.`)
};

const hi_error_service_unavailable = /** @type {(inputs: Error_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "The service is briefly unavailable. Please try again in a moment." |
*
* @param {Error_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_service_unavailable = /** @type {((inputs?: Error_Service_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Service_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_service_unavailable(inputs)
	return en_error_service_unavailable(inputs)
});