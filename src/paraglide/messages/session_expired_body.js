/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Expired_BodyInputs */

const en_session_expired_body = /** @type {(inputs: Session_Expired_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in again; you will be taken back to the page you were on.`)
};

const hi_session_expired_body = /** @type {(inputs: Session_Expired_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया फिर से लॉग इन करें; आप उसी पेज पर वापस पहुँच जाएँगे जिस पर आप थे।`)
};

/**
* | output |
* | --- |
* | "Please log in again; you will be taken back to the page you were on." |
*
* @param {Session_Expired_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const session_expired_body = /** @type {((inputs?: Session_Expired_BodyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Expired_BodyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_session_expired_body(inputs)
	return en_session_expired_body(inputs)
});