/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enrol_ConfirmInputs */

const en_twofa_enrol_confirm = /** @type {(inputs: Twofa_Enrol_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on and sign in`)
};

const hi_twofa_enrol_confirm = /** @type {(inputs: Twofa_Enrol_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चालू करें और साइन इन करें`)
};

/**
* | output |
* | --- |
* | "Turn on and sign in" |
*
* @param {Twofa_Enrol_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_confirm = /** @type {((inputs?: Twofa_Enrol_ConfirmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enrol_ConfirmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enrol_confirm(inputs)
	return en_twofa_enrol_confirm(inputs)
});