/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_CheckingInputs */

const en_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

const hi_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जाँच हो रही है...`)
};

/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Twofa_CheckingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_checking = /** @type {((inputs?: Twofa_CheckingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_CheckingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_checking(inputs)
	return en_twofa_checking(inputs)
});