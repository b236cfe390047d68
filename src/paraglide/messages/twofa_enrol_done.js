/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enrol_DoneInputs */

const en_twofa_enrol_done = /** @type {(inputs: Twofa_Enrol_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to the dashboard`)
};

const hi_twofa_enrol_done = /** @type {(inputs: Twofa_Enrol_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डैशबोर्ड पर जाएँ`)
};

/**
* | output |
* | --- |
* | "Continue to the dashboard" |
*
* @param {Twofa_Enrol_DoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_done = /** @type {((inputs?: Twofa_Enrol_DoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enrol_DoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enrol_done(inputs)
	return en_twofa_enrol_done(inputs)
});