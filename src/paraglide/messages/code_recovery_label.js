/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Code_Recovery_LabelInputs */

const en_code_recovery_label = /** @type {(inputs: Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code`)
};

const hi_code_recovery_label = /** @type {(inputs: Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिकवरी कोड`)
};

/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Code_Recovery_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_recovery_label = /** @type {((inputs?: Code_Recovery_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Code_Recovery_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_code_recovery_label(inputs)
	return en_code_recovery_label(inputs)
});