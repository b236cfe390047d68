/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ order: NonNullable<unknown> }} Pay_Expired_BodyInputs */

const en_pay_expired_body = /** @type {(inputs: Pay_Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The 15 minutes to pay for order ${i?.order} are over, so it can no longer be paid. Start a new order for the same amount.`)
};

const hi_pay_expired_body = /** @type {(inputs: Pay_Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ऑर्डर ${i?.order} का भुगतान करने के 15 मिनट पूरे हो गए हैं, इसलिए अब इसका भुगतान नहीं हो सकता। इसी राशि के लिए नया ऑर्डर शुरू करें।`)
};

/**
* | output |
* | --- |
* | "The 15 minutes to pay for order {order} are over, so it can no longer be paid. Start a new order for the same amount." |
*
* @param {Pay_Expired_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_expired_body = /** @type {((inputs: Pay_Expired_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Expired_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_expired_body(inputs)
	return en_pay_expired_body(inputs)
});