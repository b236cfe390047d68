/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Bank_Not_ListedInputs */

const en_error_bank_not_listed = /** @type {(inputs: Error_Bank_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the listed bank accounts.`)
};

const hi_error_bank_not_listed = /** @type {(inputs: Error_Bank_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया दिए गए बैंक खातों में से कोई एक चुनें।`)
};

/**
* | output |
* | --- |
* | "Please choose one of the listed bank accounts." |
*
* @param {Error_Bank_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_bank_not_listed = /** @type {((inputs?: Error_Bank_Not_ListedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Bank_Not_ListedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_bank_not_listed(inputs)
	return en_error_bank_not_listed(inputs)
});