/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_AddingInputs */

const en_admin_users_adding = /** @type {(inputs: Admin_Users_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

const hi_admin_users_adding = /** @type {(inputs: Admin_Users_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जोड़ा जा रहा है...`)
};

/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Admin_Users_AddingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_adding = /** @type {((inputs?: Admin_Users_AddingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_AddingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_adding(inputs)
	return en_admin_users_adding(inputs)
});