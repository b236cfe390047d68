/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_EmailInputs */

const en_twofa_reset_email = /** @type {(inputs: Twofa_Reset_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin email`)
};

const hi_twofa_reset_email = /** @type {(inputs: Twofa_Reset_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन ईमेल`)
};

/**
* | output |
* | --- |
* | "Admin email" |
*
* @param {Twofa_Reset_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email = /** @type {((inputs?: Twofa_Reset_EmailInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_EmailInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_email(inputs)
	return en_twofa_reset_email(inputs)
});