/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Reset_TitleInputs */

const en_twofa_reset_title = /** @type {(inputs: Twofa_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-factor sign-in`)
};

const hi_twofa_reset_title = /** @type {(inputs: Twofa_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन रीसेट करें`)
};

/**
* | output |
* | --- |
* | "Reset two-factor sign-in" |
*
* @param {Twofa_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_title = /** @type {((inputs?: Twofa_Reset_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Reset_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset_title(inputs)
	return en_twofa_reset_title(inputs)
});