/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Set_UpInputs */

const en_twofa_set_up = /** @type {(inputs: Twofa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up authenticator app`)
};

const hi_twofa_set_up = /** @type {(inputs: Twofa_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑथेंटिकेटर ऐप सेट करें`)
};

/**
* | output |
* | --- |
* | "Set up authenticator app" |
*
* @param {Twofa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_set_up = /** @type {((inputs?: Twofa_Set_UpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Set_UpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_set_up(inputs)
	return en_twofa_set_up(inputs)
});