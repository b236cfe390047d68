/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_Key_NameInputs */

const en_twofa_setup_key_name = /** @type {(inputs: Twofa_Setup_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`setup key`)
};

const hi_twofa_setup_key_name = /** @type {(inputs: Twofa_Setup_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेटअप कुंजी`)
};

/**
* | output |
* | --- |
* | "setup key" |
*
* @param {Twofa_Setup_Key_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_name = /** @type {((inputs?: Twofa_Setup_Key_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_Key_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_setup_key_name(inputs)
	return en_twofa_setup_key_name(inputs)
});