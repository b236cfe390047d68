/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_HeadingInputs */

const en_beneficiary_heading = /** @type {(inputs: Beneficiary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beneficiary`)
};

const hi_beneficiary_heading = /** @type {(inputs: Beneficiary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी`)
};

/**
* | output |
* | --- |
* | "Beneficiary" |
*
* @param {Beneficiary_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_heading = /** @type {((inputs?: Beneficiary_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_heading(inputs)
	return en_beneficiary_heading(inputs)
});