/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enrol_Not_StartedInputs */

const en_twofa_enrol_not_started = /** @type {(inputs: Twofa_Enrol_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The setup could not start.`)
};

const hi_twofa_enrol_not_started = /** @type {(inputs: Twofa_Enrol_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेटअप शुरू नहीं हो सका।`)
};

/**
* | output |
* | --- |
* | "The setup could not start." |
*
* @param {Twofa_Enrol_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_not_started = /** @type {((inputs?: Twofa_Enrol_Not_StartedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enrol_Not_StartedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enrol_not_started(inputs)
	return en_twofa_enrol_not_started(inputs)
});