/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Search_LabelInputs */

const en_history_search_label = /** @type {(inputs: History_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search transactions`)
};

const hi_history_search_label = /** @type {(inputs: History_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन खोजें`)
};

/**
* | output |
* | --- |
* | "Search transactions" |
*
* @param {History_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_search_label = /** @type {((inputs?: History_Search_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Search_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_search_label(inputs)
	return en_history_search_label(inputs)
});