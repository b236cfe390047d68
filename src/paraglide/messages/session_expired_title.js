/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Expired_TitleInputs */

const en_session_expired_title = /** @type {(inputs: Session_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired`)
};

const hi_session_expired_title = /** @type {(inputs: Session_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका सत्र समाप्त हो गया है`)
};

/**
* | output |
* | --- |
* | "Your session has expired" |
*
* @param {Session_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const session_expired_title = /** @type {((inputs?: Session_Expired_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Expired_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_session_expired_title(inputs)
	return en_session_expired_title(inputs)
});