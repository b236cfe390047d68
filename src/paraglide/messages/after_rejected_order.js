/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown> }} After_Rejected_OrderInputs */

const en_after_rejected_order = /** @type {(inputs: After_Rejected_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.id} · ${i?.amount}`)
};

const hi_after_rejected_order = /** @type {(inputs: After_Rejected_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ऑर्डर नं. ${i?.id} · ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Order #{id} · {amount}" |
*
* @param {After_Rejected_OrderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_order = /** @type {((inputs: After_Rejected_OrderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Rejected_OrderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_rejected_order(inputs)
	return en_after_rejected_order(inputs)
});