/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_LoadingInputs */

const en_beneficiary_loading = /** @type {(inputs: Beneficiary_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading beneficiary`)
};

const hi_beneficiary_loading = /** @type {(inputs: Beneficiary_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी लोड हो रहा है`)
};

/**
* | output |
* | --- |
* | "Loading beneficiary" |
*
* @param {Beneficiary_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_loading = /** @type {((inputs?: Beneficiary_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_loading(inputs)
	return en_beneficiary_loading(inputs)
});