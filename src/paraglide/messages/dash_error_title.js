/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Error_TitleInputs */

const en_dash_error_title = /** @type {(inputs: Dash_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dashboard could not be shown. Please try again.`)
};

const hi_dash_error_title = /** @type {(inputs: Dash_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डैशबोर्ड नहीं दिखाया जा सका। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "The dashboard could not be shown. Please try again." |
*
* @param {Dash_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_error_title = /** @type {((inputs?: Dash_Error_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Error_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_error_title(inputs)
	return en_dash_error_title(inputs)
});