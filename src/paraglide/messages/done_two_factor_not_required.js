/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Two_Factor_Not_RequiredInputs */

const en_done_two_factor_not_required = /** @type {(inputs: Done_Two_Factor_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is no longer required.`)
};

const hi_done_two_factor_not_required = /** @type {(inputs: Done_Two_Factor_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अब टू-फ़ैक्टर साइन-इन ज़रूरी नहीं है।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is no longer required." |
*
* @param {Done_Two_Factor_Not_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_not_required = /** @type {((inputs?: Done_Two_Factor_Not_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Two_Factor_Not_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_two_factor_not_required(inputs)
	return en_done_two_factor_not_required(inputs)
});