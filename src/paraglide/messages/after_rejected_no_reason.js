/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Rejected_No_ReasonInputs */

const en_after_rejected_no_reason = /** @type {(inputs: After_Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason was given.`)
};

const hi_after_rejected_no_reason = /** @type {(inputs: After_Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई कारण नहीं बताया गया।`)
};

/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {After_Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_no_reason = /** @type {((inputs?: After_Rejected_No_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Rejected_No_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_rejected_no_reason(inputs)
	return en_after_rejected_no_reason(inputs)
});