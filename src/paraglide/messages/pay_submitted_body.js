/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Submitted_BodyInputs */

const en_pay_submitted_body = /** @type {(inputs: Pay_Submitted_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is pending verification: an admin checks your payment and then adds the tokens to your balance.`)
};

const hi_pay_submitted_body = /** @type {(inputs: Pay_Submitted_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका ऑर्डर सत्यापन के लिए पेंडिंग है: एडमिन आपके भुगतान की जाँच करेगा और फिर टोकन आपके बैलेंस में जोड़ देगा।`)
};

/**
* | output |
* | --- |
* | "Your order is pending verification: an admin checks your payment and then adds the tokens to your balance." |
*
* @param {Pay_Submitted_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submitted_body = /** @type {((inputs?: Pay_Submitted_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Submitted_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_submitted_body(inputs)
	return en_pay_submitted_body(inputs)
});