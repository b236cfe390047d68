/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Color_Scheme_DarkInputs */

const en_color_scheme_dark = /** @type {(inputs: Color_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to dark mode`)
};

const hi_color_scheme_dark = /** @type {(inputs: Color_Scheme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डार्क मोड चालू करें`)
};

/**
* | output |
* | --- |
* | "Switch to dark mode" |
*
* @param {Color_Scheme_DarkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const color_scheme_dark = /** @type {((inputs?: Color_Scheme_DarkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Color_Scheme_DarkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_color_scheme_dark(inputs)
	return en_color_scheme_dark(inputs)
});