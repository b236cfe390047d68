/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_Key_DescriptionInputs */

const en_twofa_setup_key_description = /** @type {(inputs: Twofa_Setup_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot scan it? Type this key into the app instead (time-based).`)
};

const hi_twofa_setup_key_description = /** @type {(inputs: Twofa_Setup_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्कैन नहीं हो रहा? इसकी जगह यह कुंजी ऐप में टाइप करें (टाइम-बेस्ड)।`)
};

/**
* | output |
* | --- |
* | "Cannot scan it? Type this key into the app instead (time-based)." |
*
* @param {Twofa_Setup_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_description = /** @type {((inputs?: Twofa_Setup_Key_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_Key_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_setup_key_description(inputs)
	return en_twofa_setup_key_description(inputs)
});