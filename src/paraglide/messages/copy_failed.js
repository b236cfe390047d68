/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Copy_FailedInputs */

const en_copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not copy the ${i?.label}. Please copy it by hand.`)
};

const hi_copy_failed = /** @type {(inputs: Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} कॉपी नहीं हो सका। कृपया इसे खुद कॉपी करें।`)
};

/**
* | output |
* | --- |
* | "Could not copy the {label}. Please copy it by hand." |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const copy_failed = /** @type {((inputs: Copy_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_copy_failed(inputs)
	return en_copy_failed(inputs)
});