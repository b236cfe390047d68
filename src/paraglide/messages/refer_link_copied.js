/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Link_CopiedInputs */

const en_refer_link_copied = /** @type {(inputs: Refer_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral link copied`)
};

const hi_refer_link_copied = /** @type {(inputs: Refer_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल लिंक कॉपी हो गया`)
};

/**
* | output |
* | --- |
* | "Referral link copied" |
*
* @param {Refer_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_copied = /** @type {((inputs?: Refer_Link_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Link_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_link_copied(inputs)
	return en_refer_link_copied(inputs)
});