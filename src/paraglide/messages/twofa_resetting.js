/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_ResettingInputs */

const en_twofa_resetting = /** @type {(inputs: Twofa_ResettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting...`)
};

const hi_twofa_resetting = /** @type {(inputs: Twofa_ResettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रीसेट हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Resetting..." |
*
* @param {Twofa_ResettingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_resetting = /** @type {((inputs?: Twofa_ResettingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_ResettingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_resetting(inputs)
	return en_twofa_resetting(inputs)
});