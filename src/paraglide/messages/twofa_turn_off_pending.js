/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_PendingInputs */

const en_twofa_turn_off_pending = /** @type {(inputs: Twofa_Turn_Off_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turning off...`)
};

const hi_twofa_turn_off_pending = /** @type {(inputs: Twofa_Turn_Off_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बंद हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Turning off..." |
*
* @param {Twofa_Turn_Off_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_pending = /** @type {((inputs?: Twofa_Turn_Off_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_turn_off_pending(inputs)
	return en_twofa_turn_off_pending(inputs)
});