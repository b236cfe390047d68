/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Search_PlaceholderInputs */

const en_activity_search_placeholder = /** @type {(inputs: Activity_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, email, member or order number`)
};

const hi_activity_search_placeholder = /** @type {(inputs: Activity_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम, ईमेल, सदस्य या ऑर्डर नंबर से खोजें`)
};

/**
* | output |
* | --- |
* | "Search by name, email, member or order number" |
*
* @param {Activity_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_search_placeholder = /** @type {((inputs?: Activity_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_search_placeholder(inputs)
	return en_activity_search_placeholder(inputs)
});