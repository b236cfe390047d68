/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_TableInputs */

const en_activity_table = /** @type {(inputs: Activity_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity log`)
};

const hi_activity_table = /** @type {(inputs: Activity_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लॉग`)
};

/**
* | output |
* | --- |
* | "Activity log" |
*
* @param {Activity_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_table = /** @type {((inputs?: Activity_TableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_TableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_table(inputs)
	return en_activity_table(inputs)
});