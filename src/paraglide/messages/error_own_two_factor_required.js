/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Two_Factor_RequiredInputs */

const en_error_own_two_factor_required = /** @type {(inputs: Error_Own_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor sign-in for your own account first.`)
};

const hi_error_own_two_factor_required = /** @type {(inputs: Error_Own_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले अपने खाते के लिए टू-फ़ैक्टर साइन-इन चालू करें।`)
};

/**
* | output |
* | --- |
* | "Turn on two-factor sign-in for your own account first." |
*
* @param {Error_Own_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_two_factor_required = /** @type {((inputs?: Error_Own_Two_Factor_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Two_Factor_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_own_two_factor_required(inputs)
	return en_error_own_two_factor_required(inputs)
});