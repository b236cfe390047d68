/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_EditedInputs */

const en_company_care_edited = /** @type {(inputs: Company_Care_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company updated`)
};

const hi_company_care_edited = /** @type {(inputs: Company_Care_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी अपडेट हो गई`)
};

/**
* | output |
* | --- |
* | "Company updated" |
*
* @param {Company_Care_EditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_edited = /** @type {((inputs?: Company_Care_EditedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_EditedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_edited(inputs)
	return en_company_care_edited(inputs)
});