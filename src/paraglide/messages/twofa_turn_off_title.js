/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_TitleInputs */

const en_twofa_turn_off_title = /** @type {(inputs: Twofa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor sign-in`)
};

const hi_twofa_turn_off_title = /** @type {(inputs: Twofa_Turn_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन बंद करें`)
};

/**
* | output |
* | --- |
* | "Turn off two-factor sign-in" |
*
* @param {Twofa_Turn_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_title = /** @type {((inputs?: Twofa_Turn_Off_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_turn_off_title(inputs)
	return en_twofa_turn_off_title(inputs)
});