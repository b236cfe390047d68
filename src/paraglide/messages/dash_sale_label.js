/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sale_LabelInputs */

const en_dash_sale_label = /** @type {(inputs: Dash_Sale_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token sale`)
};

const hi_dash_sale_label = /** @type {(inputs: Dash_Sale_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन बिक्री`)
};

/**
* | output |
* | --- |
* | "Token sale" |
*
* @param {Dash_Sale_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_sale_label = /** @type {((inputs?: Dash_Sale_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sale_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_sale_label(inputs)
	return en_dash_sale_label(inputs)
});