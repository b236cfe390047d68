/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Manual_IntroInputs */

const en_pay_manual_intro = /** @type {(inputs: Pay_Manual_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose Manual when you pay ${i?.amount} by an arrangement made with the company. The order is recorded as pending until an admin confirms your payment.`)
};

const hi_pay_manual_intro = /** @type {(inputs: Pay_Manual_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अगर आप कंपनी के साथ तय व्यवस्था से ${i?.amount} का भुगतान कर रहे हैं, तो मैनुअल चुनें। जब तक एडमिन आपके भुगतान की पुष्टि नहीं करता, ऑर्डर पेंडिंग रहेगा।`)
};

/**
* | output |
* | --- |
* | "Choose Manual when you pay {amount} by an arrangement made with the company. The order is recorded as pending until an admin confirms your payment." |
*
* @param {Pay_Manual_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_intro = /** @type {((inputs: Pay_Manual_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_manual_intro(inputs)
	return en_pay_manual_intro(inputs)
});