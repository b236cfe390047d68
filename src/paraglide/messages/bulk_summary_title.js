/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bulk_Summary_TitleInputs */

const en_bulk_summary_title = /** @type {(inputs: Bulk_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected purchases decided`)
};

const hi_bulk_summary_title = /** @type {(inputs: Bulk_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनी गई खरीद पर फ़ैसला हो गया`)
};

/**
* | output |
* | --- |
* | "Selected purchases decided" |
*
* @param {Bulk_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const bulk_summary_title = /** @type {((inputs?: Bulk_Summary_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bulk_Summary_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_bulk_summary_title(inputs)
	return en_bulk_summary_title(inputs)
});