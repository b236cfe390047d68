/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Beneficiary_UpdatedInputs */

const en_done_beneficiary_updated = /** @type {(inputs: Done_Beneficiary_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beneficiary updated successfully`)
};

const hi_done_beneficiary_updated = /** @type {(inputs: Done_Beneficiary_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी का विवरण अपडेट हो गया`)
};

/**
* | output |
* | --- |
* | "Beneficiary updated successfully" |
*
* @param {Done_Beneficiary_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_beneficiary_updated = /** @type {((inputs?: Done_Beneficiary_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Beneficiary_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_beneficiary_updated(inputs)
	return en_done_beneficiary_updated(inputs)
});