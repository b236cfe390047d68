/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Color_Scheme_LightInputs */

const en_color_scheme_light = /** @type {(inputs: Color_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to light mode`)
};

const hi_color_scheme_light = /** @type {(inputs: Color_Scheme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइट मोड चालू करें`)
};

/**
* | output |
* | --- |
* | "Switch to light mode" |
*
* @param {Color_Scheme_LightInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const color_scheme_light = /** @type {((inputs?: Color_Scheme_LightInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Color_Scheme_LightInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_color_scheme_light(inputs)
	return en_color_scheme_light(inputs)
});