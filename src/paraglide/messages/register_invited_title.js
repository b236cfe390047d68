/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Invited_TitleInputs */

const en_register_invited_title = /** @type {(inputs: Register_Invited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were invited`)
};

const hi_register_invited_title = /** @type {(inputs: Register_Invited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपको आमंत्रित किया गया है`)
};

/**
* | output |
* | --- |
* | "You were invited" |
*
* @param {Register_Invited_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_invited_title = /** @type {((inputs?: Register_Invited_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Invited_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_invited_title(inputs)
	return en_register_invited_title(inputs)
});