/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Refer_Share_MessageInputs */

const en_refer_share_message = /** @type {(inputs: Refer_Share_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join the ${i?.symbol} token pre-launch sale with my link:`)
};

const hi_refer_share_message = /** @type {(inputs: Refer_Share_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मेरे लिंक से ${i?.symbol} टोकन की प्री-लॉन्च सेल में शामिल हों:`)
};

/**
* | output |
* | --- |
* | "Join the {symbol} token pre-launch sale with my link:" |
*
* @param {Refer_Share_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_message = /** @type {((inputs: Refer_Share_MessageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Share_MessageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_share_message(inputs)
	return en_refer_share_message(inputs)
});