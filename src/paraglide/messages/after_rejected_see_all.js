/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Rejected_See_AllInputs */

const en_after_rejected_see_all = /** @type {(inputs: After_Rejected_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See rejected payments in your history`)
};

const hi_after_rejected_see_all = /** @type {(inputs: After_Rejected_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अस्वीकार हुए भुगतान इतिहास में देखें`)
};

/**
* | output |
* | --- |
* | "See rejected payments in your history" |
*
* @param {After_Rejected_See_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_see_all = /** @type {((inputs?: After_Rejected_See_AllInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Rejected_See_AllInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_rejected_see_all(inputs)
	return en_after_rejected_see_all(inputs)
});