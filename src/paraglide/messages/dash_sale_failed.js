/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sale_FailedInputs */

const en_dash_sale_failed = /** @type {(inputs: Dash_Sale_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sale figures could not be loaded. Reload the page to try again.`)
};

const hi_dash_sale_failed = /** @type {(inputs: Dash_Sale_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिक्री के आँकड़े लोड नहीं हो सके। फिर से कोशिश करने के लिए पेज रीलोड करें।`)
};

/**
* | output |
* | --- |
* | "The sale figures could not be loaded. Reload the page to try again." |
*
* @param {Dash_Sale_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_sale_failed = /** @type {((inputs?: Dash_Sale_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sale_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_sale_failed(inputs)
	return en_dash_sale_failed(inputs)
});