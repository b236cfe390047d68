/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Password_ShowInputs */

const en_desk_password_show = /** @type {(inputs: Desk_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

const hi_desk_password_show = /** @type {(inputs: Desk_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड दिखाएँ`)
};

/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Desk_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_password_show = /** @type {((inputs?: Desk_Password_ShowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Password_ShowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_password_show(inputs)
	return en_desk_password_show(inputs)
});