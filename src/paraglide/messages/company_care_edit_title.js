/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Edit_TitleInputs */

const en_company_care_edit_title = /** @type {(inputs: Company_Care_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit company`)
};

const hi_company_care_edit_title = /** @type {(inputs: Company_Care_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी संपादित करें`)
};

/**
* | output |
* | --- |
* | "Edit company" |
*
* @param {Company_Care_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_edit_title = /** @type {((inputs?: Company_Care_Edit_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Edit_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_edit_title(inputs)
	return en_company_care_edit_title(inputs)
});