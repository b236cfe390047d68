/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_EmptyInputs */

const en_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No activity found.`)
};

const hi_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई गतिविधि नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "No activity found." |
*
* @param {Activity_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_empty = /** @type {((inputs?: Activity_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_empty(inputs)
	return en_activity_empty(inputs)
});