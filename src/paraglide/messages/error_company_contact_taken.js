/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Company_Contact_TakenInputs */

const en_error_company_contact_taken = /** @type {(inputs: Error_Company_Contact_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A user with this email or mobile number already exists in this company.`)
};

const hi_error_company_contact_taken = /** @type {(inputs: Error_Company_Contact_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस कंपनी में इस ईमेल या मोबाइल नंबर वाला यूज़र पहले से मौजूद है।`)
};

/**
* | output |
* | --- |
* | "A user with this email or mobile number already exists in this company." |
*
* @param {Error_Company_Contact_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_contact_taken = /** @type {((inputs?: Error_Company_Contact_TakenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Company_Contact_TakenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_company_contact_taken(inputs)
	return en_error_company_contact_taken(inputs)
});