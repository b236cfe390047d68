/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Two_Factor_Setup_Not_StartedInputs */

const en_error_two_factor_setup_not_started = /** @type {(inputs: Error_Two_Factor_Setup_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the setup first: scan the QR code, then enter the code your app shows.`)
};

const hi_error_two_factor_setup_not_started = /** @type {(inputs: Error_Two_Factor_Setup_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले सेटअप शुरू करें: QR कोड स्कैन करें, फिर आपका ऐप जो कोड दिखाए वह डालें।`)
};

/**
* | output |
* | --- |
* | "Start the setup first: scan the QR code, then enter the code your app shows." |
*
* @param {Error_Two_Factor_Setup_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_setup_not_started = /** @type {((inputs?: Error_Two_Factor_Setup_Not_StartedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Two_Factor_Setup_Not_StartedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_two_factor_setup_not_started(inputs)
	return en_error_two_factor_setup_not_started(inputs)
});