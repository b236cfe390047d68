/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_ExplanationInputs */

const en_not_found_explanation = /** @type {(inputs: Not_Found_ExplanationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has moved.`)
};

const hi_not_found_explanation = /** @type {(inputs: Not_Found_ExplanationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Not_Found_ExplanationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const not_found_explanation = /** @type {((inputs?: Not_Found_ExplanationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_ExplanationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_not_found_explanation(inputs)
	return en_not_found_explanation(inputs)
});