/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_Area_SuperadminInputs */

const en_layout_area_superadmin = /** @type {(inputs: Layout_Area_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Admin`)
};

const hi_layout_area_superadmin = /** @type {(inputs: Layout_Area_SuperadminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुपर एडमिन`)
};

/**
* | output |
* | --- |
* | "Super Admin" |
*
* @param {Layout_Area_SuperadminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_area_superadmin = /** @type {((inputs?: Layout_Area_SuperadminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_Area_SuperadminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_area_superadmin(inputs)
	return en_layout_area_superadmin(inputs)
});