/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Two_Factor_Already_On_ElsewhereInputs */

const en_error_two_factor_already_on_elsewhere = /** @type {(inputs: Error_Two_Factor_Already_On_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is already on. Turn it off first to move to a new device.`)
};

const hi_error_two_factor_already_on_elsewhere = /** @type {(inputs: Error_Two_Factor_Already_On_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन पहले से चालू है। नए डिवाइस पर ले जाने के लिए पहले इसे बंद करें।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is already on. Turn it off first to move to a new device." |
*
* @param {Error_Two_Factor_Already_On_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_already_on_elsewhere = /** @type {((inputs?: Error_Two_Factor_Already_On_ElsewhereInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Two_Factor_Already_On_ElsewhereInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_two_factor_already_on_elsewhere(inputs)
	return en_error_two_factor_already_on_elsewhere(inputs)
});