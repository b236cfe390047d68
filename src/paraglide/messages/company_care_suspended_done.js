/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Suspended_DoneInputs */

const en_company_care_suspended_done = /** @type {(inputs: Company_Care_Suspended_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company suspended`)
};

const hi_company_care_suspended_done = /** @type {(inputs: Company_Care_Suspended_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी निलंबित कर दी गई`)
};

/**
* | output |
* | --- |
* | "Company suspended" |
*
* @param {Company_Care_Suspended_DoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended_done = /** @type {((inputs?: Company_Care_Suspended_DoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Suspended_DoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspended_done(inputs)
	return en_company_care_suspended_done(inputs)
});