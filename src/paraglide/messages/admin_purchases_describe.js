/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tokens: NonNullable<unknown>, symbol: NonNullable<unknown>, amount: NonNullable<unknown>, name: NonNullable<unknown>, code: NonNullable<unknown> }} Admin_Purchases_DescribeInputs */

const en_admin_purchases_describe = /** @type {(inputs: Admin_Purchases_DescribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tokens} ${i?.symbol} for ${i?.amount} by ${i?.name} (${i?.code})`)
};

const hi_admin_purchases_describe = /** @type {(inputs: Admin_Purchases_DescribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.code}) द्वारा ${i?.amount} में ${i?.tokens} ${i?.symbol}`)
};

/**
* | output |
* | --- |
* | "{tokens} {symbol} for {amount} by {name} ({code})" |
*
* @param {Admin_Purchases_DescribeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_describe = /** @type {((inputs: Admin_Purchases_DescribeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_DescribeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_describe(inputs)
	return en_admin_purchases_describe(inputs)
});