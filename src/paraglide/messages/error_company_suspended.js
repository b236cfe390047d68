/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Error_Company_SuspendedInputs */

const en_error_company_suspended = /** @type {(inputs: Error_Company_SuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This company's sale is suspended. Reason: ${i?.reason}. Please contact support.`)
};

const hi_error_company_suspended = /** @type {(inputs: Error_Company_SuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इस कंपनी की बिक्री निलंबित है। कारण: ${i?.reason}। कृपया सहायता से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "This company's sale is suspended. Reason: {reason}. Please contact support." |
*
* @param {Error_Company_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_suspended = /** @type {((inputs: Error_Company_SuspendedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Company_SuspendedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_company_suspended(inputs)
	return en_error_company_suspended(inputs)
});