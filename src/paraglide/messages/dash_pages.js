/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dash_PagesInputs */

const en_dash_pages = /** @type {(inputs: Dash_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} pages`)
};

const hi_dash_pages = /** @type {(inputs: Dash_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के पेज`)
};

/**
* | output |
* | --- |
* | "{title} pages" |
*
* @param {Dash_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_pages = /** @type {((inputs: Dash_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_pages(inputs)
	return en_dash_pages(inputs)
});