/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Account_UndeletableInputs */

const en_error_own_account_undeletable = /** @type {(inputs: Error_Own_Account_UndeletableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete your own account.`)
};

const hi_error_own_account_undeletable = /** @type {(inputs: Error_Own_Account_UndeletableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप अपना खुद का खाता डिलीट नहीं कर सकते।`)
};

/**
* | output |
* | --- |
* | "You cannot delete your own account." |
*
* @param {Error_Own_Account_UndeletableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_account_undeletable = /** @type {((inputs?: Error_Own_Account_UndeletableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Account_UndeletableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_own_account_undeletable(inputs)
	return en_error_own_account_undeletable(inputs)
});