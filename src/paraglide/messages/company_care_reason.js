/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_ReasonInputs */

const en_company_care_reason = /** @type {(inputs: Company_Care_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const hi_company_care_reason = /** @type {(inputs: Company_Care_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कारण`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Company_Care_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_reason = /** @type {((inputs?: Company_Care_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_reason(inputs)
	return en_company_care_reason(inputs)
});