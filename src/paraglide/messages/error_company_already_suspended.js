/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Company_Already_SuspendedInputs */

const en_error_company_already_suspended = /** @type {(inputs: Error_Company_Already_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This company is already suspended.`)
};

const hi_error_company_already_suspended = /** @type {(inputs: Error_Company_Already_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह कंपनी पहले से निलंबित है।`)
};

/**
* | output |
* | --- |
* | "This company is already suspended." |
*
* @param {Error_Company_Already_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_already_suspended = /** @type {((inputs?: Error_Company_Already_SuspendedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Company_Already_SuspendedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_company_already_suspended(inputs)
	return en_error_company_already_suspended(inputs)
});