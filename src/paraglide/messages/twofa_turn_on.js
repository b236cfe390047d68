/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_OnInputs */

const en_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

const hi_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चालू करें`)
};

/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Twofa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_on = /** @type {((inputs?: Twofa_Turn_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_turn_on(inputs)
	return en_twofa_turn_on(inputs)
});