/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Challenge_ExpiredInputs */

const en_twofa_challenge_expired = /** @type {(inputs: Twofa_Challenge_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in took too long. Please enter your password again.`)
};

const hi_twofa_challenge_expired = /** @type {(inputs: Twofa_Challenge_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन में बहुत देर हो गई। कृपया अपना पासवर्ड फिर से डालें।`)
};

/**
* | output |
* | --- |
* | "The sign-in took too long. Please enter your password again." |
*
* @param {Twofa_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_challenge_expired = /** @type {((inputs?: Twofa_Challenge_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Challenge_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_challenge_expired(inputs)
	return en_twofa_challenge_expired(inputs)
});