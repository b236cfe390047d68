/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Admin_Email_TakenInputs */

const en_error_admin_email_taken = /** @type {(inputs: Error_Admin_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email already belongs to a company admin.`)
};

const hi_error_admin_email_taken = /** @type {(inputs: Error_Admin_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ईमेल पहले से किसी कंपनी एडमिन का है।`)
};

/**
* | output |
* | --- |
* | "This email already belongs to a company admin." |
*
* @param {Error_Admin_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_admin_email_taken = /** @type {((inputs?: Error_Admin_Email_TakenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Admin_Email_TakenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_admin_email_taken(inputs)
	return en_error_admin_email_taken(inputs)
});