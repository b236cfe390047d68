/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Database_UnreachableInputs */

const en_error_database_unreachable = /** @type {(inputs: Error_Database_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The database is not reachable.`)
};

const hi_error_database_unreachable = /** @type {(inputs: Error_Database_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डेटाबेस से संपर्क नहीं हो पा रहा है।`)
};

/**
* | output |
* | --- |
* | "The database is not reachable." |
*
* @param {Error_Database_UnreachableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_database_unreachable = /** @type {((inputs?: Error_Database_UnreachableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Database_UnreachableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_database_unreachable(inputs)
	return en_error_database_unreachable(inputs)
});