/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown>, tokens: NonNullable<unknown>, tokenSymbol: NonNullable<unknown>, amount: NonNullable<unknown> }} News_Purchase_RejectedInputs */

const en_news_purchase_rejected = /** @type {(inputs: News_Purchase_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order ${i?.orderNumber} for ${i?.tokens} ${i?.tokenSymbol} (${i?.amount}) was rejected.`)
};

const hi_news_purchase_rejected = /** @type {(inputs: News_Purchase_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tokens} ${i?.tokenSymbol} (${i?.amount}) का आपका ऑर्डर ${i?.orderNumber} अस्वीकार कर दिया गया है।`)
};

/**
* | output |
* | --- |
* | "Your order {orderNumber} for {tokens} {tokenSymbol} ({amount}) was rejected." |
*
* @param {News_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_purchase_rejected = /** @type {((inputs: News_Purchase_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Purchase_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_purchase_rejected(inputs)
	return en_news_purchase_rejected(inputs)
});