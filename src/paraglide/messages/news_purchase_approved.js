/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown>, tokens: NonNullable<unknown>, tokenSymbol: NonNullable<unknown>, amount: NonNullable<unknown> }} News_Purchase_ApprovedInputs */

const en_news_purchase_approved = /** @type {(inputs: News_Purchase_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order ${i?.orderNumber} for ${i?.tokens} ${i?.tokenSymbol} (${i?.amount}) is approved. The tokens are in your account.`)
};

const hi_news_purchase_approved = /** @type {(inputs: News_Purchase_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tokens} ${i?.tokenSymbol} (${i?.amount}) का आपका ऑर्डर ${i?.orderNumber} स्वीकृत हो गया है। टोकन आपके खाते में जोड़ दिए गए हैं।`)
};

/**
* | output |
* | --- |
* | "Your order {orderNumber} for {tokens} {tokenSymbol} ({amount}) is approved. The tokens are in your account." |
*
* @param {News_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_purchase_approved = /** @type {((inputs: News_Purchase_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Purchase_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_purchase_approved(inputs)
	return en_news_purchase_approved(inputs)
});