/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Last_AdminInputs */

const en_error_last_admin = /** @type {(inputs: Error_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A company must keep at least one active admin.`)
};

const hi_error_last_admin = /** @type {(inputs: Error_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी में कम से कम एक सक्रिय एडमिन होना ज़रूरी है।`)
};

/**
* | output |
* | --- |
* | "A company must keep at least one active admin." |
*
* @param {Error_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_last_admin = /** @type {((inputs?: Error_Last_AdminInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Last_AdminInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_last_admin(inputs)
	return en_error_last_admin(inputs)
});