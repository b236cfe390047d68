/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Pages_LabelInputs */

const en_history_pages_label = /** @type {(inputs: History_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment history pages`)
};

const hi_history_pages_label = /** @type {(inputs: History_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान इतिहास के पेज`)
};

/**
* | output |
* | --- |
* | "Payment history pages" |
*
* @param {History_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_pages_label = /** @type {((inputs?: History_Pages_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Pages_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_pages_label(inputs)
	return en_history_pages_label(inputs)
});