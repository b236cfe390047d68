/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Refer_EarnInputs */

const en_nav_refer_earn = /** @type {(inputs: Nav_Refer_EarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refer & Earn`)
};

const hi_nav_refer_earn = /** @type {(inputs: Nav_Refer_EarnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़र करें और कमाएँ`)
};

/**
* | output |
* | --- |
* | "Refer & Earn" |
*
* @param {Nav_Refer_EarnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_refer_earn = /** @type {((inputs?: Nav_Refer_EarnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Refer_EarnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_refer_earn(inputs)
	return en_nav_refer_earn(inputs)
});