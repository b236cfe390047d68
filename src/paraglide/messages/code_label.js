/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_LabelInputs */

const en_code_label = /** @type {(inputs: Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

const hi_code_label = /** @type {(inputs: Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑथेंटिकेशन कोड`)
};

/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Code_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_label = /** @type {((inputs?: Code_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_label(inputs)
	return en_code_label(inputs)
});