/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Reload_HintInputs */

const en_beneficiary_reload_hint = /** @type {(inputs: Beneficiary_Reload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page to try again.`)
};

const hi_beneficiary_reload_hint = /** @type {(inputs: Beneficiary_Reload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से कोशिश करने के लिए पेज रीलोड करें।`)
};

/**
* | output |
* | --- |
* | "Reload the page to try again." |
*
* @param {Beneficiary_Reload_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_reload_hint = /** @type {((inputs?: Beneficiary_Reload_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Reload_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_reload_hint(inputs)
	return en_beneficiary_reload_hint(inputs)
});