/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_HeadingInputs */

const en_superadmin_heading = /** @type {(inputs: Superadmin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Admin`)
};

const hi_superadmin_heading = /** @type {(inputs: Superadmin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुपर एडमिन`)
};

/**
* | output |
* | --- |
* | "Super Admin" |
*
* @param {Superadmin_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_heading = /** @type {((inputs?: Superadmin_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_heading(inputs)
	return en_superadmin_heading(inputs)
});