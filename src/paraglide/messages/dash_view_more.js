/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_View_MoreInputs */

const en_dash_view_more = /** @type {(inputs: Dash_View_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View More`)
};

const hi_dash_view_more = /** @type {(inputs: Dash_View_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`और देखें`)
};

/**
* | output |
* | --- |
* | "View More" |
*
* @param {Dash_View_MoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_view_more = /** @type {((inputs?: Dash_View_MoreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_View_MoreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_view_more(inputs)
	return en_dash_view_more(inputs)
});