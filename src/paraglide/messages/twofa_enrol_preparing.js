/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enrol_PreparingInputs */

const en_twofa_enrol_preparing = /** @type {(inputs: Twofa_Enrol_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing your setup key`)
};

const hi_twofa_enrol_preparing = /** @type {(inputs: Twofa_Enrol_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सेटअप कुंजी तैयार हो रही है`)
};

/**
* | output |
* | --- |
* | "Preparing your setup key" |
*
* @param {Twofa_Enrol_PreparingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_preparing = /** @type {((inputs?: Twofa_Enrol_PreparingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enrol_PreparingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enrol_preparing(inputs)
	return en_twofa_enrol_preparing(inputs)
});