/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Edit_FailedInputs */

const en_company_care_edit_failed = /** @type {(inputs: Company_Care_Edit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update company`)
};

const hi_company_care_edit_failed = /** @type {(inputs: Company_Care_Edit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी अपडेट नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to update company" |
*
* @param {Company_Care_Edit_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_edit_failed = /** @type {((inputs?: Company_Care_Edit_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Edit_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_edit_failed(inputs)
	return en_company_care_edit_failed(inputs)
});