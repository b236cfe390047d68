/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Rejected_TitleInputs */

const en_after_rejected_title = /** @type {(inputs: After_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not accepted`)
};

const hi_after_rejected_title = /** @type {(inputs: After_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान स्वीकार नहीं हुआ`)
};

/**
* | output |
* | --- |
* | "Payment not accepted" |
*
* @param {After_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_rejected_title = /** @type {((inputs?: After_Rejected_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Rejected_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_rejected_title(inputs)
	return en_after_rejected_title(inputs)
});