/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_EarnedInputs */

const en_refer_earned = /** @type {(inputs: Refer_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earned`)
};

const hi_refer_earned = /** @type {(inputs: Refer_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कमाए गए`)
};

/**
* | output |
* | --- |
* | "Earned" |
*
* @param {Refer_EarnedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_earned = /** @type {((inputs?: Refer_EarnedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_EarnedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_earned(inputs)
	return en_refer_earned(inputs)
});