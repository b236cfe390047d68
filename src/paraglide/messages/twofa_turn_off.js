/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_OffInputs */

const en_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off`)
};

const hi_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर बंद करें`)
};

/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Twofa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off = /** @type {((inputs?: Twofa_Turn_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_turn_off(inputs)
	return en_twofa_turn_off(inputs)
});