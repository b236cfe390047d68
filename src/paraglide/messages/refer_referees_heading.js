/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Referees_HeadingInputs */

const en_refer_referees_heading = /** @type {(inputs: Refer_Referees_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members you referred`)
};

const hi_refer_referees_heading = /** @type {(inputs: Refer_Referees_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रेफ़र किए गए सदस्य`)
};

/**
* | output |
* | --- |
* | "Members you referred" |
*
* @param {Refer_Referees_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_referees_heading = /** @type {((inputs?: Refer_Referees_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Referees_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_referees_heading(inputs)
	return en_refer_referees_heading(inputs)
});