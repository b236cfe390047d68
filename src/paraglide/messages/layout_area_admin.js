/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_Area_AdminInputs */

const en_layout_area_admin = /** @type {(inputs: Layout_Area_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const hi_layout_area_admin = /** @type {(inputs: Layout_Area_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Layout_Area_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_area_admin = /** @type {((inputs?: Layout_Area_AdminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_Area_AdminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_area_admin(inputs)
	return en_layout_area_admin(inputs)
});