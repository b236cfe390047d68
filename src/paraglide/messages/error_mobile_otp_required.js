/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Mobile_Otp_RequiredInputs */

const en_error_mobile_otp_required = /** @type {(inputs: Error_Mobile_Otp_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the code sent to your new mobile number.`)
};

const hi_error_mobile_otp_required = /** @type {(inputs: Error_Mobile_Otp_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया अपने नए मोबाइल नंबर पर भेजा गया कोड डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter the code sent to your new mobile number." |
*
* @param {Error_Mobile_Otp_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_mobile_otp_required = /** @type {((inputs?: Error_Mobile_Otp_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Mobile_Otp_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_mobile_otp_required(inputs)
	return en_error_mobile_otp_required(inputs)
});