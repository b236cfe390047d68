/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_HeadingInputs */

const en_activity_heading = /** @type {(inputs: Activity_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity Log`)
};

const hi_activity_heading = /** @type {(inputs: Activity_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लॉग`)
};

/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Activity_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_heading = /** @type {((inputs?: Activity_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_heading(inputs)
	return en_activity_heading(inputs)
});