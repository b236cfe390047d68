/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_LogoutInputs */

const en_layout_logout = /** @type {(inputs: Layout_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

const hi_layout_logout = /** @type {(inputs: Layout_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग आउट`)
};

/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Layout_LogoutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const layout_logout = /** @type {((inputs?: Layout_LogoutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_LogoutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_layout_logout(inputs)
	return en_layout_logout(inputs)
});