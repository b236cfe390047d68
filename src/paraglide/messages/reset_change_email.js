/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Change_EmailInputs */

const en_reset_change_email = /** @type {(inputs: Reset_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Code or Change Email`)
};

const hi_reset_change_email = /** @type {(inputs: Reset_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोड दोबारा भेजें या ईमेल बदलें`)
};

/**
* | output |
* | --- |
* | "Resend Code or Change Email" |
*
* @param {Reset_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_change_email = /** @type {((inputs?: Reset_Change_EmailInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Change_EmailInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_change_email(inputs)
	return en_reset_change_email(inputs)
});