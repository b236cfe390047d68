/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_SuspendingInputs */

const en_company_care_suspending = /** @type {(inputs: Company_Care_SuspendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspending…`)
};

const hi_company_care_suspending = /** @type {(inputs: Company_Care_SuspendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निलंबित किया जा रहा है…`)
};

/**
* | output |
* | --- |
* | "Suspending…" |
*
* @param {Company_Care_SuspendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspending = /** @type {((inputs?: Company_Care_SuspendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_SuspendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_suspending(inputs)
	return en_company_care_suspending(inputs)
});