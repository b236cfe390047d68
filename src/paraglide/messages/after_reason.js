/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_ReasonInputs */

const en_after_reason = /** @type {(inputs: After_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const hi_after_reason = /** @type {(inputs: After_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कारण`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {After_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_reason = /** @type {((inputs?: After_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_reason(inputs)
	return en_after_reason(inputs)
});