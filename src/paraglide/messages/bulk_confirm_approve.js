/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, tokens: NonNullable<unknown>, symbol: NonNullable<unknown> }} Bulk_Confirm_ApproveInputs */

const en_bulk_confirm_approve = /** @type {(inputs: Bulk_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve the selected purchases? Purchases: ${i?.count}, ${i?.tokens} ${i?.symbol} in all. Their tokens will be taken from the remaining supply.`)
};

const hi_bulk_confirm_approve = /** @type {(inputs: Bulk_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद मंज़ूर करें? खरीद: ${i?.count}, कुल ${i?.tokens} ${i?.symbol}। इनके टोकन बची हुई सप्लाई से घट जाएँगे।`)
};

/**
* | output |
* | --- |
* | "Approve the selected purchases? Purchases: {count}, {tokens} {symbol} in all. Their tokens will be taken from the remaining supply." |
*
* @param {Bulk_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_confirm_approve = /** @type {((inputs: Bulk_Confirm_ApproveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Confirm_ApproveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_confirm_approve(inputs)
	return en_bulk_confirm_approve(inputs)
});