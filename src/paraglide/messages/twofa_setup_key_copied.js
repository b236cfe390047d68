/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_Key_CopiedInputs */

const en_twofa_setup_key_copied = /** @type {(inputs: Twofa_Setup_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup key copied.`)
};

const hi_twofa_setup_key_copied = /** @type {(inputs: Twofa_Setup_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेटअप कुंजी कॉपी हो गई।`)
};

/**
* | output |
* | --- |
* | "Setup key copied." |
*
* @param {Twofa_Setup_Key_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key_copied = /** @type {((inputs?: Twofa_Setup_Key_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_Key_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_setup_key_copied(inputs)
	return en_twofa_setup_key_copied(inputs)
});