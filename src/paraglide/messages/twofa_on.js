/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_OnInputs */

const en_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const hi_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चालू`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Twofa_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_on = /** @type {((inputs?: Twofa_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_on(inputs)
	return en_twofa_on(inputs)
});