/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Done_Sessions_RevokedInputs */

const en_done_sessions_revoked = /** @type {(inputs: Done_Sessions_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out of ${i?.count} other sessions.`)
};

const hi_done_sessions_revoked = /** @type {(inputs: Done_Sessions_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} दूसरे सत्रों से साइन आउट कर दिया गया।`)
};

/**
* | output |
* | --- |
* | "Signed out of {count} other sessions." |
*
* @param {Done_Sessions_RevokedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_sessions_revoked = /** @type {((inputs: Done_Sessions_RevokedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Sessions_RevokedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_sessions_revoked(inputs)
	return en_done_sessions_revoked(inputs)
});