/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_ConfirmInputs */

const en_twofa_regenerate_confirm = /** @type {(inputs: Twofa_Regenerate_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create new codes`)
};

const hi_twofa_regenerate_confirm = /** @type {(inputs: Twofa_Regenerate_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए कोड बनाएँ`)
};

/**
* | output |
* | --- |
* | "Create new codes" |
*
* @param {Twofa_Regenerate_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_confirm = /** @type {((inputs?: Twofa_Regenerate_ConfirmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_ConfirmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_regenerate_confirm(inputs)
	return en_twofa_regenerate_confirm(inputs)
});