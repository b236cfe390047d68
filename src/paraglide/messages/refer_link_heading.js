/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Link_HeadingInputs */

const en_refer_link_heading = /** @type {(inputs: Refer_Link_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referral link`)
};

const hi_refer_link_heading = /** @type {(inputs: Refer_Link_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका रेफ़रल लिंक`)
};

/**
* | output |
* | --- |
* | "Your referral link" |
*
* @param {Refer_Link_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_heading = /** @type {((inputs?: Refer_Link_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Link_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_link_heading(inputs)
	return en_refer_link_heading(inputs)
});