/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sale_ProgressInputs */

const en_dash_sale_progress = /** @type {(inputs: Dash_Sale_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale progress`)
};

const hi_dash_sale_progress = /** @type {(inputs: Dash_Sale_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिक्री की प्रगति`)
};

/**
* | output |
* | --- |
* | "Sale progress" |
*
* @param {Dash_Sale_ProgressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_sale_progress = /** @type {((inputs?: Dash_Sale_ProgressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sale_ProgressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_sale_progress(inputs)
	return en_dash_sale_progress(inputs)
});