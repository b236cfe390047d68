/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Two_Factor_Not_OnInputs */

const en_error_two_factor_not_on = /** @type {(inputs: Error_Two_Factor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is not on.`)
};

const hi_error_two_factor_not_on = /** @type {(inputs: Error_Two_Factor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन चालू नहीं है।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is not on." |
*
* @param {Error_Two_Factor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_not_on = /** @type {((inputs?: Error_Two_Factor_Not_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Two_Factor_Not_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_two_factor_not_on(inputs)
	return en_error_two_factor_not_on(inputs)
});