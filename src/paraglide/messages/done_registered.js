/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_RegisteredInputs */

const en_done_registered = /** @type {(inputs: Done_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful. Please log in.`)
};

const hi_done_registered = /** @type {(inputs: Done_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन हो गया। कृपया लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "Registration successful. Please log in." |
*
* @param {Done_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_registered = /** @type {((inputs?: Done_RegisteredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_RegisteredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_registered(inputs)
	return en_done_registered(inputs)
});