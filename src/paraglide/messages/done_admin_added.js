/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Admin_AddedInputs */

const en_done_admin_added = /** @type {(inputs: Done_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin added successfully`)
};

const hi_done_admin_added = /** @type {(inputs: Done_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन जोड़ दिया गया`)
};

/**
* | output |
* | --- |
* | "Admin added successfully" |
*
* @param {Done_Admin_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_admin_added = /** @type {((inputs?: Done_Admin_AddedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Admin_AddedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_admin_added(inputs)
	return en_done_admin_added(inputs)
});