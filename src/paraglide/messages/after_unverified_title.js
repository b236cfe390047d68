/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_TitleInputs */

const en_after_unverified_title = /** @type {(inputs: After_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is not verified yet`)
};

const hi_after_unverified_title = /** @type {(inputs: After_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता अभी सत्यापित नहीं हुआ है`)
};

/**
* | output |
* | --- |
* | "Your account is not verified yet" |
*
* @param {After_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_title = /** @type {((inputs?: After_Unverified_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_title(inputs)
	return en_after_unverified_title(inputs)
});