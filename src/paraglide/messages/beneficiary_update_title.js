/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Update_TitleInputs */

const en_beneficiary_update_title = /** @type {(inputs: Beneficiary_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Beneficiary`)
};

const hi_beneficiary_update_title = /** @type {(inputs: Beneficiary_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी अपडेट करें`)
};

/**
* | output |
* | --- |
* | "Update Beneficiary" |
*
* @param {Beneficiary_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_update_title = /** @type {((inputs?: Beneficiary_Update_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Update_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_update_title(inputs)
	return en_beneficiary_update_title(inputs)
});