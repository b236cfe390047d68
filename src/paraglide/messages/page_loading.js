/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_LoadingInputs */

const en_page_loading = /** @type {(inputs: Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page`)
};

const hi_page_loading = /** @type {(inputs: Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पेज लोड हो रहा है`)
};

/**
* | output |
* | --- |
* | "Loading page" |
*
* @param {Page_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const page_loading = /** @type {((inputs?: Page_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_page_loading(inputs)
	return en_page_loading(inputs)
});