/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SecurityInputs */

const en_nav_security = /** @type {(inputs: Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const hi_nav_security = /** @type {(inputs: Nav_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सुरक्षा`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Nav_SecurityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_security = /** @type {((inputs?: Nav_SecurityInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SecurityInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_security(inputs)
	return en_nav_security(inputs)
});