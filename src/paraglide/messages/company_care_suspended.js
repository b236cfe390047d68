/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_SuspendedInputs */

const en_company_care_suspended = /** @type {(inputs: Company_Care_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

const hi_company_care_suspended = /** @type {(inputs: Company_Care_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निलंबित`)
};

/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Company_Care_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended = /** @type {((inputs?: Company_Care_SuspendedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_SuspendedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspended(inputs)
	return en_company_care_suspended(inputs)
});