/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_KeyInputs */

const en_twofa_setup_key = /** @type {(inputs: Twofa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup key`)
};

const hi_twofa_setup_key = /** @type {(inputs: Twofa_Setup_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेटअप कुंजी`)
};

/**
* | output |
* | --- |
* | "Setup key" |
*
* @param {Twofa_Setup_KeyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_key = /** @type {((inputs?: Twofa_Setup_KeyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_KeyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_setup_key(inputs)
	return en_twofa_setup_key(inputs)
});