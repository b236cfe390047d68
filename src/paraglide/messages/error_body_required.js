/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Body_RequiredInputs */

const en_error_body_required = /** @type {(inputs: Error_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is required.`)
};

const hi_error_body_required = /** @type {(inputs: Error_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध के साथ जानकारी भेजना ज़रूरी है।`)
};

/**
* | output |
* | --- |
* | "The request body is required." |
*
* @param {Error_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_body_required = /** @type {((inputs?: Error_Body_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Body_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_body_required(inputs)
	return en_error_body_required(inputs)
});