/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Send_CodeInputs */

const en_reset_send_code = /** @type {(inputs: Reset_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Code`)
};

const hi_reset_send_code = /** @type {(inputs: Reset_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोड भेजें`)
};

/**
* | output |
* | --- |
* | "Send Code" |
*
* @param {Reset_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_send_code = /** @type {((inputs?: Reset_Send_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Send_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_send_code(inputs)
	return en_reset_send_code(inputs)
});