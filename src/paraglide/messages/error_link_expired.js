/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Link_ExpiredInputs */

const en_error_link_expired = /** @type {(inputs: Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired. Please reopen the file.`)
};

const hi_error_link_expired = /** @type {(inputs: Error_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस लिंक की समय-सीमा खत्म हो गई है। कृपया फ़ाइल फिर से खोलें।`)
};

/**
* | output |
* | --- |
* | "This link has expired. Please reopen the file." |
*
* @param {Error_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_link_expired = /** @type {((inputs?: Error_Link_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Link_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_link_expired(inputs)
	return en_error_link_expired(inputs)
});