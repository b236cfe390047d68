/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_WarningInputs */

const en_twofa_codes_warning = /** @type {(inputs: Twofa_Codes_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are shown only this once. If you lose your phone, each code signs you in once instead of an authenticator code. Keep them somewhere safe, away from this device.`)
};

const hi_twofa_codes_warning = /** @type {(inputs: Twofa_Codes_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये सिर्फ़ इसी एक बार दिखाए जाते हैं। फ़ोन खो जाए तो हर कोड ऑथेंटिकेटर कोड की जगह एक बार साइन इन कराता है। इन्हें इस डिवाइस से अलग किसी सुरक्षित जगह रखें।`)
};

/**
* | output |
* | --- |
* | "They are shown only this once. If you lose your phone, each code signs you in once instead of an authenticator code. Keep them somewhere safe, away from this..." |
*
* @param {Twofa_Codes_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_warning = /** @type {((inputs?: Twofa_Codes_WarningInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_WarningInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_codes_warning(inputs)
	return en_twofa_codes_warning(inputs)
});