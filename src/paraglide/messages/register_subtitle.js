/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_SubtitleInputs */

const en_register_subtitle = /** @type {(inputs: Register_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account with a code sent to your email and mobile.`)
};

const hi_register_subtitle = /** @type {(inputs: Register_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ईमेल और मोबाइल पर भेजे गए कोड से अपना खाता बनाएँ।`)
};

/**
* | output |
* | --- |
* | "Create your account with a code sent to your email and mobile." |
*
* @param {Register_SubtitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_subtitle = /** @type {((inputs?: Register_SubtitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_SubtitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_subtitle(inputs)
	return en_register_subtitle(inputs)
});