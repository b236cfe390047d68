/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_MobileInputs */

const en_register_mobile = /** @type {(inputs: Register_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_register_mobile = /** @type {(inputs: Register_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Register_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_mobile = /** @type {((inputs?: Register_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_mobile(inputs)
	return en_register_mobile(inputs)
});