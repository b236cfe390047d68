/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Company_Care_Suspended_BecauseInputs */

const en_company_care_suspended_because = /** @type {(inputs: Company_Care_Suspended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspended: ${i?.reason}`)
};

const hi_company_care_suspended_because = /** @type {(inputs: Company_Care_Suspended_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`निलंबित: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Suspended: {reason}" |
*
* @param {Company_Care_Suspended_BecauseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended_because = /** @type {((inputs: Company_Care_Suspended_BecauseInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Suspended_BecauseInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspended_because(inputs)
	return en_company_care_suspended_because(inputs)
});