/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Role_UnchangeableInputs */

const en_error_own_role_unchangeable = /** @type {(inputs: Error_Own_Role_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own role or approval.`)
};

const hi_error_own_role_unchangeable = /** @type {(inputs: Error_Own_Role_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप अपनी भूमिका या मंज़ूरी खुद नहीं बदल सकते।`)
};

/**
* | output |
* | --- |
* | "You cannot change your own role or approval." |
*
* @param {Error_Own_Role_UnchangeableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_role_unchangeable = /** @type {((inputs?: Error_Own_Role_UnchangeableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Role_UnchangeableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_own_role_unchangeable(inputs)
	return en_error_own_role_unchangeable(inputs)
});