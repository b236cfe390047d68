/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_PagesInputs */

const en_activity_pages = /** @type {(inputs: Activity_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity log pages`)
};

const hi_activity_pages = /** @type {(inputs: Activity_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लॉग के पृष्ठ`)
};

/**
* | output |
* | --- |
* | "Activity log pages" |
*
* @param {Activity_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_pages = /** @type {((inputs?: Activity_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_pages(inputs)
	return en_activity_pages(inputs)
});