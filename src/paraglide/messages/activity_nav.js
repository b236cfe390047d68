/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_NavInputs */

const en_activity_nav = /** @type {(inputs: Activity_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity Log`)
};

const hi_activity_nav = /** @type {(inputs: Activity_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लॉग`)
};

/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Activity_NavInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_nav = /** @type {((inputs?: Activity_NavInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_NavInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_nav(inputs)
	return en_activity_nav(inputs)
});