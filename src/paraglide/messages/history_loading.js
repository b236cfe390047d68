/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_LoadingInputs */

const en_history_loading = /** @type {(inputs: History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

const hi_history_loading = /** @type {(inputs: History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन लोड हो रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {History_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_loading = /** @type {((inputs?: History_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_loading(inputs)
	return en_history_loading(inputs)
});