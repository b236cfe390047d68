/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_SuspendInputs */

const en_company_care_suspend = /** @type {(inputs: Company_Care_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend`)
};

const hi_company_care_suspend = /** @type {(inputs: Company_Care_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निलंबित करें`)
};

/**
* | output |
* | --- |
* | "Suspend" |
*
* @param {Company_Care_SuspendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspend = /** @type {((inputs?: Company_Care_SuspendInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_SuspendInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspend(inputs)
	return en_company_care_suspend(inputs)
});