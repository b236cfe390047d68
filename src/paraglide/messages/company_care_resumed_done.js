/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Care_Resumed_DoneInputs */

const en_company_care_resumed_done = /** @type {(inputs: Company_Care_Resumed_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company resumed`)
};

const hi_company_care_resumed_done = /** @type {(inputs: Company_Care_Resumed_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी फिर से शुरू हो गई`)
};

/**
* | output |
* | --- |
* | "Company resumed" |
*
* @param {Company_Care_Resumed_DoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_resumed_done = /** @type {((inputs?: Company_Care_Resumed_DoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Care_Resumed_DoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_company_care_resumed_done(inputs)
	return en_company_care_resumed_done(inputs)
});