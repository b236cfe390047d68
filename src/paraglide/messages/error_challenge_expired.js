/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Challenge_ExpiredInputs */

const en_error_challenge_expired = /** @type {(inputs: Error_Challenge_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in has expired. Please log in again.`)
};

const hi_error_challenge_expired = /** @type {(inputs: Error_Challenge_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस साइन-इन का समय खत्म हो गया है। कृपया फिर से लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "This sign-in has expired. Please log in again." |
*
* @param {Error_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_challenge_expired = /** @type {((inputs?: Error_Challenge_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Challenge_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_challenge_expired(inputs)
	return en_error_challenge_expired(inputs)
});