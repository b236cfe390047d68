/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Send_FailedInputs */

const en_reset_send_failed = /** @type {(inputs: Reset_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send otp`)
};

const hi_reset_send_failed = /** @type {(inputs: Reset_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP नहीं भेजा जा सका`)
};

/**
* | output |
* | --- |
* | "Failed to send otp" |
*
* @param {Reset_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_send_failed = /** @type {((inputs?: Reset_Send_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Send_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_send_failed(inputs)
	return en_reset_send_failed(inputs)
});