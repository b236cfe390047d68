/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_OffInputs */

const en_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const hi_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बंद`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Twofa_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_off = /** @type {((inputs?: Twofa_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_off(inputs)
	return en_twofa_off(inputs)
});