/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_ViewInputs */

const en_history_view = /** @type {(inputs: History_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const hi_history_view = /** @type {(inputs: History_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`देखें`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {History_ViewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_view = /** @type {((inputs?: History_ViewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_ViewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_view(inputs)
	return en_history_view(inputs)
});