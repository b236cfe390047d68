/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Sending_CodeInputs */

const en_reset_sending_code = /** @type {(inputs: Reset_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending Code...`)
};

const hi_reset_sending_code = /** @type {(inputs: Reset_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोड भेजा जा रहा है...`)
};

/**
* | output |
* | --- |
* | "Sending Code..." |
*
* @param {Reset_Sending_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_sending_code = /** @type {((inputs?: Reset_Sending_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Sending_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_sending_code(inputs)
	return en_reset_sending_code(inputs)
});