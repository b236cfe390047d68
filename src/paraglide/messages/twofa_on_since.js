/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Twofa_On_SinceInputs */

const en_twofa_on_since = /** @type {(inputs: Twofa_On_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On since ${i?.date}.`)
};

const hi_twofa_on_since = /** @type {(inputs: Twofa_On_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} से चालू।`)
};

/**
* | output |
* | --- |
* | "On since {date}." |
*
* @param {Twofa_On_SinceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_on_since = /** @type {((inputs: Twofa_On_SinceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_On_SinceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_on_since(inputs)
	return en_twofa_on_since(inputs)
});