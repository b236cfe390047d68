/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_ResetInputs */

const en_twofa_reset = /** @type {(inputs: Twofa_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset`)
};

const hi_twofa_reset = /** @type {(inputs: Twofa_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रीसेट करें`)
};

/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Twofa_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset = /** @type {((inputs?: Twofa_ResetInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_ResetInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_reset(inputs)
	return en_twofa_reset(inputs)
});