/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Sessions_NoneInputs */

const en_done_sessions_none = /** @type {(inputs: Done_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other session was signed in.`)
};

const hi_done_sessions_none = /** @type {(inputs: Done_Sessions_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई दूसरा सत्र साइन इन नहीं था।`)
};

/**
* | output |
* | --- |
* | "No other session was signed in." |
*
* @param {Done_Sessions_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_sessions_none = /** @type {((inputs?: Done_Sessions_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Sessions_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_sessions_none(inputs)
	return en_done_sessions_none(inputs)
});