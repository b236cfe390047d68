/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Pages_LabelInputs */

const en_refer_pages_label = /** @type {(inputs: Refer_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referred members pages`)
};

const hi_refer_pages_label = /** @type {(inputs: Refer_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़र किए गए सदस्यों के पेज`)
};

/**
* | output |
* | --- |
* | "Referred members pages" |
*
* @param {Refer_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_pages_label = /** @type {((inputs?: Refer_Pages_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Pages_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_pages_label(inputs)
	return en_refer_pages_label(inputs)
});