/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_DismissInputs */

const en_pay_dismiss = /** @type {(inputs: Pay_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss confirmation`)
};

const hi_pay_dismiss = /** @type {(inputs: Pay_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुष्टि का संदेश बंद करें`)
};

/**
* | output |
* | --- |
* | "Dismiss confirmation" |
*
* @param {Pay_DismissInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_dismiss = /** @type {((inputs?: Pay_DismissInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_DismissInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_dismiss(inputs)
	return en_pay_dismiss(inputs)
});