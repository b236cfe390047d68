/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Admin_Not_FoundInputs */

const en_error_admin_not_found = /** @type {(inputs: Error_Admin_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This company has no admin with that email.`)
};

const hi_error_admin_not_found = /** @type {(inputs: Error_Admin_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस कंपनी में इस ईमेल वाला कोई एडमिन नहीं है।`)
};

/**
* | output |
* | --- |
* | "This company has no admin with that email." |
*
* @param {Error_Admin_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_admin_not_found = /** @type {((inputs?: Error_Admin_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Admin_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_admin_not_found(inputs)
	return en_error_admin_not_found(inputs)
});