/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_VerifiedInputs */

const en_refer_verified = /** @type {(inputs: Refer_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const hi_refer_verified = /** @type {(inputs: Refer_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापित`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Refer_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_verified = /** @type {((inputs?: Refer_VerifiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_VerifiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_verified(inputs)
	return en_refer_verified(inputs)
});