/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Two_Factor_OnInputs */

const en_done_two_factor_on = /** @type {(inputs: Done_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is on. Save your recovery codes.`)
};

const hi_done_two_factor_on = /** @type {(inputs: Done_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन चालू हो गया। अपने रिकवरी कोड सँभालकर रखें।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Save your recovery codes." |
*
* @param {Done_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_on = /** @type {((inputs?: Done_Two_Factor_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Two_Factor_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_two_factor_on(inputs)
	return en_done_two_factor_on(inputs)
});