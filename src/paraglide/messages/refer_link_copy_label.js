/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Link_Copy_LabelInputs */

const en_refer_link_copy_label = /** @type {(inputs: Refer_Link_Copy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referral link`)
};

const hi_refer_link_copy_label = /** @type {(inputs: Refer_Link_Copy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल लिंक`)
};

/**
* | output |
* | --- |
* | "referral link" |
*
* @param {Refer_Link_Copy_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_copy_label = /** @type {((inputs?: Refer_Link_Copy_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Link_Copy_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_link_copy_label(inputs)
	return en_refer_link_copy_label(inputs)
});