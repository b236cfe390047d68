/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Company_Not_ConfiguredInputs */

const en_error_company_not_configured = /** @type {(inputs: Error_Company_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company ID is not configured. Please contact support.`)
};

const hi_error_company_not_configured = /** @type {(inputs: Error_Company_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी ID कॉन्फ़िगर नहीं है। कृपया सपोर्ट से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "Company ID is not configured. Please contact support." |
*
* @param {Error_Company_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_not_configured = /** @type {((inputs?: Error_Company_Not_ConfiguredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Company_Not_ConfiguredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_company_not_configured(inputs)
	return en_error_company_not_configured(inputs)
});