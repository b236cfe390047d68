/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Two_Factor_OffInputs */

const en_done_two_factor_off = /** @type {(inputs: Done_Two_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is off.`)
};

const hi_done_two_factor_off = /** @type {(inputs: Done_Two_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन बंद हो गया।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Done_Two_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_off = /** @type {((inputs?: Done_Two_Factor_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Two_Factor_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_two_factor_off(inputs)
	return en_done_two_factor_off(inputs)
});