/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Status_FailedInputs */

const en_twofa_status_failed = /** @type {(inputs: Twofa_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in could not be loaded. Reload the page to try again.`)
};

const hi_twofa_status_failed = /** @type {(inputs: Twofa_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर साइन-इन लोड नहीं हो सका। फिर से कोशिश करने के लिए पेज रीलोड करें।`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in could not be loaded. Reload the page to try again." |
*
* @param {Twofa_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_status_failed = /** @type {((inputs?: Twofa_Status_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Status_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_status_failed(inputs)
	return en_twofa_status_failed(inputs)
});