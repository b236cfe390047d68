/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Pending_OrdersInputs */

const en_dash_pending_orders = /** @type {(inputs: Dash_Pending_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending orders`)
};

const hi_dash_pending_orders = /** @type {(inputs: Dash_Pending_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लंबित ऑर्डर`)
};

/**
* | output |
* | --- |
* | "Pending orders" |
*
* @param {Dash_Pending_OrdersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_pending_orders = /** @type {((inputs?: Dash_Pending_OrdersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pending_OrdersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_pending_orders(inputs)
	return en_dash_pending_orders(inputs)
});