/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Two_Factor_Setup_ChangedInputs */

const en_error_two_factor_setup_changed = /** @type {(inputs: Error_Two_Factor_Setup_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The setup changed meanwhile. Please start it again.`)
};

const hi_error_two_factor_setup_changed = /** @type {(inputs: Error_Two_Factor_Setup_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस बीच सेटअप बदल गया। कृपया इसे फिर से शुरू करें।`)
};

/**
* | output |
* | --- |
* | "The setup changed meanwhile. Please start it again." |
*
* @param {Error_Two_Factor_Setup_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_setup_changed = /** @type {((inputs?: Error_Two_Factor_Setup_ChangedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Two_Factor_Setup_ChangedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_two_factor_setup_changed(inputs)
	return en_error_two_factor_setup_changed(inputs)
});