/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Countdown_ExpiredInputs */

const en_pay_countdown_expired = /** @type {(inputs: Pay_Countdown_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired!`)
};

const hi_pay_countdown_expired = /** @type {(inputs: Pay_Countdown_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समय खत्म!`)
};

/**
* | output |
* | --- |
* | "expired!" |
*
* @param {Pay_Countdown_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_countdown_expired = /** @type {((inputs?: Pay_Countdown_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Countdown_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_countdown_expired(inputs)
	return en_pay_countdown_expired(inputs)
});