/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Add_TitleInputs */

const en_beneficiary_add_title = /** @type {(inputs: Beneficiary_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Beneficiary`)
};

const hi_beneficiary_add_title = /** @type {(inputs: Beneficiary_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add Beneficiary" |
*
* @param {Beneficiary_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_add_title = /** @type {((inputs?: Beneficiary_Add_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Add_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_add_title(inputs)
	return en_beneficiary_add_title(inputs)
});