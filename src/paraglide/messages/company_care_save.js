/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_SaveInputs */

const en_company_care_save = /** @type {(inputs: Company_Care_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const hi_company_care_save = /** @type {(inputs: Company_Care_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बदलाव सहेजें`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Company_Care_SaveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_save = /** @type {((inputs?: Company_Care_SaveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_SaveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_save(inputs)
	return en_company_care_save(inputs)
});