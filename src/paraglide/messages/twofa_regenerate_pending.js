/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_PendingInputs */

const en_twofa_regenerate_pending = /** @type {(inputs: Twofa_Regenerate_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating...`)
};

const hi_twofa_regenerate_pending = /** @type {(inputs: Twofa_Regenerate_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बन रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Creating..." |
*
* @param {Twofa_Regenerate_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_pending = /** @type {((inputs?: Twofa_Regenerate_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_regenerate_pending(inputs)
	return en_twofa_regenerate_pending(inputs)
});