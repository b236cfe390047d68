/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_CompanyInputs */

const en_activity_col_company = /** @type {(inputs: Activity_Col_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const hi_activity_col_company = /** @type {(inputs: Activity_Col_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Activity_Col_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_company = /** @type {((inputs?: Activity_Col_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_company(inputs)
	return en_activity_col_company(inputs)
});